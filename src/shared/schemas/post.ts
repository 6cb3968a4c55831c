import * as v from 'valibot';

/** Images come from the shop's own uploads or its bundled pictures, never from elsewhere. */
export const imagePathSchema = v.pipe(
  v.string('An image is required.'),
  v.regex(
    /^\/(api\/uploads|images)\/[\w-]+(\/[\w-]+)*\.(png|jpe?g|webp|gif|svg)$/,
    'The image must be one uploaded to the shop.',
  ),
);

export const postCreateSchema = v.object({
  title: v.pipe(
    v.string('Title is required.'),
    v.trim(),
    v.nonEmpty('Title is required.'),
    v.maxLength(160, 'Title must be at most 160 characters.'),
  ),
  desc: v.pipe(
    v.string('Description is required.'),
    v.trim(),
    v.nonEmpty('Description is required.'),
    v.maxLength(20_000, 'Description must be at most 20000 characters.'),
  ),
  img: imagePathSchema,
});
export type PostCreate = v.InferOutput<typeof postCreateSchema>;

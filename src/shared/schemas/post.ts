import * as v from 'valibot';
import { requiredText } from './common';

/** Images come from the shop's own uploads or its bundled pictures, never from elsewhere. */
export const imagePathSchema = v.pipe(
  v.string('An image is required.'),
  v.regex(
    /^\/(api\/uploads|images)\/[\w-]+(\/[\w-]+)*\.(png|jpe?g|webp|gif|svg)$/,
    'The image must be one uploaded to the shop.',
  ),
);

export const postCreateSchema = v.object({
  title: requiredText('Title', 160),
  desc: requiredText('Description', 20_000),
  img: imagePathSchema,
});
export type PostCreate = v.InferOutput<typeof postCreateSchema>;

import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { formatPostDate } from '@/shared/dates';
import { postCreateSchema } from '@/shared/schemas/post';
import { Notice } from '@/client/components/ui/notice';
import { Field, TextAreaField, TextField } from '@/client/components/ui/text-field';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { useCreatePost } from '../api/change-posts';
import { uploadImage } from '../api/upload-image';

const maxImageBytes = 5 * 1024 * 1024;

/** The post's text as the server checks it, and the image file it is uploaded from. */
const postFormSchema = v.object({
  title: postCreateSchema.entries.title,
  desc: postCreateSchema.entries.desc,
  image: v.pipe(
    v.instance(File, 'Choose an image.'),
    v.check((file) => file.size <= maxImageBytes, 'The image is larger than 5 MB.'),
  ),
});

export function AddPostForm() {
  const router = useRouter();
  const createPost = useCreatePost();
  const [progress, setProgress] = useState<number>();
  const online = useOnlineStatus();
  const { field, setValue, errors, pending, handleSubmit } = useSchemaForm(
    postFormSchema,
    async ({ title, desc, image }) => {
      try {
        setProgress(0);
        const img = await uploadImage(image, setProgress);
        await createPost.mutateAsync({ title, desc, img });
      } finally {
        setProgress(undefined);
      }
      toast.success('your post has been published');
      await router.navigate({ to: '/dashboard/blogs' });
    },
    {
      initialValues: { title: '', desc: '', image: undefined as File | undefined },
      onError: (error) => toast.error(getErrorMessage(error)),
    },
  );

  return (
    <form noValidate onSubmit={handleSubmit} className="card grid max-w-2xl gap-5 p-6 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink">Add Post</h2>
      {!online && (
        <Notice kind="status">
          You are offline. Publishing a post needs a connection; what you typed is kept here.
        </Notice>
      )}
      <TextField label="Title" {...field('title')} />
      <TextAreaField label="Description" {...field('desc')} />
      <Field label="Image" error={errors.image}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="block w-full rounded-lg border border-dashed border-slate-300 bg-white p-3 text-sm file:(mr-4 rounded-full border-0 bg-brand-soft px-4 py-2 font-semibold text-ink)"
            onChange={(event) => setValue('image', event.target.files?.[0])}
          />
        )}
      </Field>
      <TextField label="Date" value={formatPostDate(new Date())} readOnly />
      {progress !== undefined && (
        <div>
          <progress
            className="h-3 w-full overflow-hidden rounded-full accent-brand"
            value={progress}
            max={1}
            aria-label="Uploading the image"
          />
          <p className="mt-1 text-sm text-ink-muted">Uploading… {Math.round(progress * 100)}%</p>
        </div>
      )}
      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!online || pending}>
          {pending ? 'Publishing…' : 'Publish'}
        </button>
      </div>
    </form>
  );
}

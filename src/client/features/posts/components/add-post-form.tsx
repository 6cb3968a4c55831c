import { useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { formatPostDate } from '@/shared/dates';
import { postCreateSchema } from '@/shared/schemas/post';
import { Notice } from '@/client/components/ui/notice';
import { ImageFileField, UploadProgress } from '@/client/components/ui/image-file-field';
import { TextAreaField, TextField } from '@/client/components/ui/text-field';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { imageFileSchema, useImageUpload } from '@/client/lib/upload-image';
import { useCreatePost } from '../api/create-post';

/** The post's text as the server checks it, and the image file it is uploaded from. */
const postFormSchema = v.object({
  title: postCreateSchema.entries.title,
  desc: postCreateSchema.entries.desc,
  image: imageFileSchema,
});

export function AddPostForm() {
  const router = useRouter();
  const createPost = useCreatePost();
  const upload = useImageUpload();
  const online = useOnlineStatus();
  const { field, setValue, errors, pending, handleSubmit } = useSchemaForm(
    postFormSchema,
    async ({ title, desc, image }) => {
      await upload.uploadThen(image, (img) => createPost.mutateAsync({ title, desc, img }));
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
      <ImageFileField error={errors.image} onChoose={(file) => setValue('image', file)} />
      <TextField label="Date" value={formatPostDate(new Date())} readOnly />
      <UploadProgress progress={upload.progress} />
      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!online || pending}>
          {pending ? 'Publishing…' : 'Publish'}
        </button>
      </div>
    </form>
  );
}

import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { formatPostDate } from '@/shared/dates';
import { Notice } from '@/client/components/ui/notice';
import { TextAreaField, TextField } from '@/client/components/ui/text-field';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useCreatePost } from '../api/change-posts';
import { uploadImage } from '../api/upload-image';

const maxImageBytes = 5 * 1024 * 1024;

export function AddPostForm() {
  const router = useRouter();
  const createPost = useCreatePost();
  const fileId = useId();
  const [title, setTitle] = useState('');
  const [desc, setDesc] = useState('');
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [errors, setErrors] = useState<{ title?: string; desc?: string; image?: string }>({});
  const busy = progress !== undefined || createPost.isPending;
  const online = useOnlineStatus();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      title: title.trim() ? undefined : 'Title is required.',
      desc: desc.trim() ? undefined : 'Description is required.',
      image: !file ? 'Choose an image.' : file.size > maxImageBytes ? 'The image is larger than 5 MB.' : undefined,
    };
    setErrors(found);
    if (found.title || found.desc || found.image || !file) return;
    try {
      setProgress(0);
      const img = await uploadImage(file, setProgress);
      await createPost.mutateAsync({ title, desc, img });
      toast.success('your post has been published');
      await router.navigate({ to: '/dashboard/blogs' });
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setProgress(undefined);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="card grid max-w-2xl gap-5 p-6 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink">Add Post</h2>
      {!online && (
        <Notice kind="status">
          You are offline. Publishing a post needs a connection; what you typed is kept here.
        </Notice>
      )}
      <TextField label="Title" value={title} error={errors.title} onChange={(event) => setTitle(event.target.value)} />
      <TextAreaField
        label="Description"
        value={desc}
        error={errors.desc}
        onChange={(event) => setDesc(event.target.value)}
      />
      <div>
        <label htmlFor={fileId} className="field-label">
          Image
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-invalid={errors.image ? true : undefined}
          aria-describedby={errors.image ? `${fileId}-error` : undefined}
          className="block w-full rounded-lg border border-dashed border-slate-300 bg-white p-3 text-sm file:(mr-4 rounded-full border-0 bg-brand-soft px-4 py-2 font-semibold text-ink)"
          onChange={(event) => setFile(event.target.files?.[0])}
        />
        {errors.image && (
          <p id={`${fileId}-error`} className="field-error">
            {errors.image}
          </p>
        )}
      </div>
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
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!online || busy}>
          {busy ? 'Publishing…' : 'Publish'}
        </button>
      </div>
    </form>
  );
}

import type { OutboxAttachment } from '@/client/lib/outbox/entry';
import { useUploadProgress } from '@/client/lib/outbox/use-upload-progress';

/**
 * How far a photo kept on this device has gone: the shop has it ("Sent"), `waiting` until its upload starts,
 * then a bar of its progress, read out as `label` and the percentage.
 */
export function UploadState({ photo, waiting, label }: { photo: OutboxAttachment; waiting: string; label: string }) {
  const progress = useUploadProgress(photo.key);
  if (photo.uploadedId) return <p className="text-xs font-semibold text-brand">Sent</p>;
  if (progress === undefined) return <p className="text-xs text-ink-muted">{waiting}</p>;
  const percent = Math.round(progress * 100);
  return (
    <progress
      className="h-2 w-full overflow-hidden rounded-full accent-brand"
      value={progress}
      max={1}
      aria-label={`${label}: ${percent}%`}
    />
  );
}

import { type ReactNode, useEffect, useState } from 'react';
import { bytesInWords } from '@/client/lib/shrink-photo';

/** A URL for `blob` while the component shows it, given back when it no longer does. */
function useObjectUrl(blob: Blob): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/**
 * One photo kept on this device (a quote request's, a job's progress photo): its thumbnail, its size before and after it was made smaller,
 * and what can be done with it (`children`: remove, replace, its upload's progress).
 */
export function PhotoThumbnail({
  blob,
  label,
  originalSize,
  children,
}: {
  blob: Blob;
  /** "Photo 2 (IMG_0042.jpg)". */
  label: string;
  originalSize?: number;
  children?: ReactNode;
}) {
  const url = useObjectUrl(blob);
  return (
    <li className="min-w-0 space-y-1">
      <div className="aspect-square overflow-hidden rounded-lg bg-slate-100">
        {url && <img src={url} alt={label} className="h-full w-full object-cover" />}
      </div>
      <p className="text-xs break-words text-ink-muted">
        {originalSize === undefined
          ? bytesInWords(blob.size)
          : `${bytesInWords(originalSize)} → ${bytesInWords(blob.size)}`}
      </p>
      {children}
    </li>
  );
}

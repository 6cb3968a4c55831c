import { useState } from 'react';
import { useModalDialog } from '@/client/components/ui/modal-dialog';
import type { PrivatePhoto } from '@/client/lib/private-photo';
import { useJobPhotoUrl } from '../api/job-photo';
import { JobPhotoTile } from './job-photo-tile';

function FullPhotoDialog({ photo, label, onClose }: { photo: PrivatePhoto; label: string; onClose: () => void }) {
  const { dialog } = useModalDialog(onClose);
  const { url } = useJobPhotoUrl(photo);
  return (
    <dialog
      {...dialog}
      aria-label={label}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink p-0 text-white backdrop:bg-ink"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-2 p-3">
          <p className="font-semibold">{label}</p>
          <button
            type="button"
            className="min-h-11 rounded-full bg-white/15 px-4 py-2 font-semibold text-white hover:bg-white/30 focus-ring"
            onClick={onClose}
          >
            Close
          </button>
        </div>
        <div className="flex min-h-0 flex-1 items-center justify-center p-2">
          {url && <img src={url} alt={label} className="max-h-full max-w-full object-contain" />}
        </div>
      </div>
    </dialog>
  );
}

/** A job's photo as a tile that opens full screen, for the customer following their project. */
export function OpeningPhotoTile({ photo, label }: { photo: PrivatePhoto; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="block w-full rounded-xl focus-ring"
        aria-label={`Open ${label} full size`}
        onClick={() => setOpen(true)}
      >
        <JobPhotoTile photo={photo} label={label} />
      </button>
      {open && <FullPhotoDialog photo={photo} label={label} onClose={() => setOpen(false)} />}
    </>
  );
}

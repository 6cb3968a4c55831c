import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerJob } from '@/shared/answers/jobs';
import { Notice } from '@/client/components/ui/notice';
import { RoomPaint } from '@/client/components/ui/room-paint';
import { authorizedRequest, getErrorMessage } from '@/client/lib/api-client';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { jobKeys } from '../api/job-keys';

const approveColours = (jobId: string) =>
  authorizedRequest<CustomerJob>(`/api/jobs/${encodeURIComponent(jobId)}/colours/approve`, { method: 'POST' });

/**
 * The colour schedule of the customer's job: each room's paint, with a swatch where the shop gave a hex, and the
 * customer's approval before the work (once; a colour changed after it is a change order, proposed on site).
 */
export function ColourApproval({ job }: { job: CustomerJob }) {
  const headingId = useId();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const approve = useMutation({
    mutationFn: () => approveColours(job._id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
  const painted = job.rooms.filter((room) => room.paint);
  if (painted.length === 0) return null;
  const open = job.status === 'scheduled' || job.status === 'in_progress';
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-display text-xl font-bold text-ink">
        Colour schedule
      </h3>
      <ul className="space-y-2 text-ink">
        {painted.map((room, index) => (
          <li key={`${room.name}-${index}`} className="flex flex-col gap-1 rounded-xl border border-ink/15 p-3">
            <span className="font-semibold">{room.name}</span>
            <RoomPaint paint={room.paint!} />
          </li>
        ))}
      </ul>
      {job.coloursApprovedAt ? (
        <p className="text-ink">You approved these colours. To change one now, ask your painters on site.</p>
      ) : (
        open && (
          <>
            {approve.error && <Notice kind="alert">{getErrorMessage(approve.error)}</Notice>}
            <button
              type="button"
              className="btn-accent w-full sm:w-auto"
              disabled={!online || approve.isPending}
              onClick={() => approve.mutate()}
            >
              Approve the colours
            </button>
          </>
        )
      )}
    </section>
  );
}

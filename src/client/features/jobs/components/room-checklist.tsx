import { useEffect, useState } from 'react';
import type { PainterJob } from '@/shared/answers/jobs';
import type { JobStep } from '../job-steps';
import { JobCard } from './job-card';
import { RoomPaint } from '@/client/components/ui/room-paint';

/**
 * The rooms with what to paint in each (surfaces, size, colours, from the customer's request), each ticked done
 * or undone as the crew goes: at once on this phone, sent to the shop when there is a line. Read-only once the
 * customer has signed the job off.
 */
export function RoomChecklist({
  job,
  signedOff,
  take,
}: {
  job: PainterJob;
  signedOff: boolean;
  take: (step: JobStep) => Promise<boolean>;
}) {
  // A tick shows in the same frame as the finger: kept here until the job (as kept on the phone) shows it too.
  const [ticked, setTicked] = useState<Record<number, boolean>>({});
  const kept = (index: number) => job.checklist.find((each) => each.index === index)?.done ?? false;
  const isDone = (index: number) => ticked[index] ?? kept(index);
  const { checklist } = job;
  useEffect(() => {
    setTicked((before) => {
      const waiting = Object.entries(before).filter(
        ([index, done]) => (checklist.find((each) => each.index === Number(index))?.done ?? false) !== done,
      );
      return waiting.length === Object.keys(before).length ? before : Object.fromEntries(waiting);
    });
  }, [checklist]);
  async function tick(index: number, done: boolean) {
    setTicked((before) => ({ ...before, [index]: done }));
    // Refused at once: the room shows as the shop has it.
    if (!(await take({ jobId: job._id, step: 'room', index, done })))
      setTicked(({ [index]: _refused, ...rest }) => rest);
  }
  const done = job.checklist.filter((item) => isDone(item.index)).length;
  return (
    <JobCard
      id="rooms-heading"
      title="Rooms"
      tally={
        <p className="text-sm font-semibold text-ink-muted">
          {done} of {job.checklist.length} done
        </p>
      }
    >
      {job.coloursApprovedAt && <p className="mt-2 text-sm text-ink">The customer approved the colours.</p>}
      <ul className="mt-3 space-y-3">
        {job.rooms.map((room, index) => {
          const item = job.checklist.find((each) => each.index === index);
          return (
            <li key={`${room.name}-${index}`} className="rounded-xl bg-cream/60 p-3 ring-1 ring-ink/10">
              <label className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  className="h-6 w-6 shrink-0 accent-brand"
                  checked={isDone(index)}
                  disabled={signedOff}
                  onChange={(event) => void tick(index, event.target.checked)}
                />
                <span className="min-w-0 break-words font-semibold text-ink">{room.name} done</span>
              </label>
              <p className="mt-1 text-sm text-ink">Paint: {room.surfaces.join(', ')}</p>
              {room.size && <p className="text-sm text-ink-muted">Size: {room.size}</p>}
              {room.colours && <p className="break-words text-sm text-ink-muted">Colours: {room.colours}</p>}
              {room.paint && (
                <p className="mt-1 text-sm font-semibold text-ink">
                  <RoomPaint paint={room.paint} />
                </p>
              )}
              {isDone(index) && item?.doneBy && <p className="mt-1 text-xs text-ink-muted">Ticked by {item.doneBy}</p>}
            </li>
          );
        })}
      </ul>
    </JobCard>
  );
}

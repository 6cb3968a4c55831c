import type { CompleteJobInput, JobNoteInput, RoomCheckInput, TimeEntryInput } from '@/shared/schemas/job';

/**
 * What a painter does on site, as it waits on the phone and goes to the shop: one outbox entry each, about its
 * job (the entry's topic), under its own Idempotency-Key. Times are the moment of the tap on the phone, on the
 * shop's clock (the phone's corrected by the offset it last learned), as ISO 8601.
 */
export type JobStep =
  | { jobId: string; step: 'on-my-way'; at: string }
  | ({ jobId: string; step: 'time' } & TimeEntryInput)
  | ({ jobId: string; step: 'room'; index: number } & RoomCheckInput)
  | { jobId: string; step: 'photo'; photoIds: string[] }
  | ({ jobId: string; step: 'note' } & JobNoteInput)
  /** Its photos go first as the job's progress photos (the outbox's attachments), then their ids with it. */
  | { jobId: string; step: 'change'; description: string; photoIds: string[] }
  | ({ jobId: string; step: 'complete' } & CompleteJobInput);

export type StepOf<Name extends JobStep['step']> = Extract<JobStep, { step: Name }>;

/** Where each step goes: its route, method and body; a photo is its file alone (POST /api/job-photos). */
export function stepRequest(step: JobStep) {
  const job = `/api/jobs/${encodeURIComponent(step.jobId)}`;
  switch (step.step) {
    case 'on-my-way':
      return { url: `${job}/on-my-way`, method: 'POST', body: { at: step.at } } as const;
    case 'time': {
      const { start, end, note } = step;
      return {
        url: `${job}/time`,
        method: 'POST',
        body: { start, ...(end ? { end } : {}), ...(note ? { note } : {}) },
      } as const;
    }
    case 'room':
      return { url: `${job}/rooms/${step.index}`, method: 'PATCH', body: { done: step.done } } as const;
    case 'photo':
      return null;
    case 'note':
      return { url: `${job}/notes`, method: 'POST', body: { text: step.text } } as const;
    case 'change':
      return {
        url: `${job}/changes`,
        method: 'POST',
        body: { description: step.description, photoIds: step.photoIds },
      } as const;
    case 'complete':
      return {
        url: `${job}/complete`,
        method: 'POST',
        body: { signedName: step.signedName, signature: step.signature },
      } as const;
  }
}

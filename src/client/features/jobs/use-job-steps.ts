import { useState } from 'react';
import type { PainterJob } from '@/shared/answers/jobs';
import { getErrorMessage } from '@/client/lib/api-client';
import type { OutboxAttachment } from '@/client/lib/outbox/entry';
import { AttachmentRefused, submitThroughOutbox } from '@/client/lib/outbox/submit';
import { serverClock } from '@/client/lib/server-clock';
import type { JobStep } from './job-steps';
import { stepSummary } from './step-summary';
import { outboxKind } from './outbox-kind';

/**
 * Now, as a painter's step records it: the moment of the tap on this phone, on the shop's clock (a phone's own
 * clock may be minutes or hours off; the shop checks the times against its own), to the second.
 */
export const tapTime = () => `${new Date(serverClock.now()).toISOString().slice(0, 19)}Z`;

/** The job's place in a few words, for the lines that name its steps: its street. */
export const placeOf = (job: Pick<PainterJob, 'address'>) => job.address.split(',')[0]!.trim();

/**
 * Takes a painter's step through the outbox, about its job: kept on the phone at once (the page shows it done
 * from then on) and sent now when there is a line, else when it returns. A refusal at once (the shop says no,
 * with its reason) is kept here for the page to say; a refused photo stays with the job's steps, to discard.
 */
export function useJobSteps(job: PainterJob) {
  const [refusal, setRefusal] = useState<string>();
  const rooms = job.checklist.map((item) => item.room);

  async function take(step: JobStep, attachments?: OutboxAttachment[]): Promise<boolean> {
    setRefusal(undefined);
    try {
      const summary = stepSummary(step, { place: placeOf(job), rooms });
      await submitThroughOutbox(outboxKind, step, summary, { topic: job._id, attachments });
      return true;
    } catch (error) {
      if (!(error instanceof AttachmentRefused)) setRefusal(getErrorMessage(error));
      return false;
    }
  }

  return { take, refusal };
}

import { defineOutboxKind } from '@/client/lib/outbox/kind';
import type * as JobSchemas from '@/shared/schemas/job';
import { type JobStep, stepRequest } from './job-steps';

/** The multipart field that names a progress photo's job (spelt by the shared contract; a type-only import). */
const jobField: typeof JobSchemas.jobPhotoJobField = 'jobId';

/**
 * A painter's step on site (on my way, time, a room ticked, a photo, a note, the customer's sign-off): kept on
 * the phone with no signal and sent when it returns, each once, only with its author's session. A progress
 * photo is its file alone, uploaded to POST /api/job-photos with its job. Refusals show on the job's page.
 */
export const outboxKind = defineOutboxKind<JobStep>({
  kind: 'job-step',
  url: '/api/jobs',
  session: 'required',
  request: stepRequest,
  attachments: {
    url: '/api/job-photos',
    field: 'image',
    payloadField: 'photoIds',
    noun: 'Photo',
    fields: (step) => ({ [jobField]: step.jobId }),
  },
});

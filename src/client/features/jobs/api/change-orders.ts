import type { JobChange } from '@/shared/answers/job-changes';
import type { PriceChangeInput } from '@/shared/schemas/job-change';
import type { AcceptQuoteInput } from '@/shared/schemas/quote';
import { authorizedRequest } from '@/client/lib/api-client';

const changePath = (id: string, move = '') => `/api/changes/${encodeURIComponent(id)}${move}`;

/** The shop prices a change proposed on site (again, until its customer decides). */
export const priceChange = (id: string, price: PriceChangeInput) =>
  authorizedRequest<JobChange>(changePath(id), { method: 'PUT', body: price });

/** The job's customer approves a priced change with their name and signature, or declines it. */
export const approveChange = (id: string, signed: Pick<AcceptQuoteInput, 'signedName' | 'signature'>) =>
  authorizedRequest<JobChange>(changePath(id, '/approve'), { method: 'POST', body: signed });
export const declineChange = (id: string) =>
  authorizedRequest<JobChange>(changePath(id, '/decline'), { method: 'POST' });

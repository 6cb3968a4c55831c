import type { QueryScope } from '@/client/lib/query-scope';
/**
 * Every key of the painting jobs and their invoices starts here: saved on the device under the signed-in user
 * (a painter's day opens with no signal), gone when they sign out.
 */
export const jobKeys = {
  all: ['jobs'] as const,
  /** A painter's jobs, or a customer's. */
  mine: () => ['jobs', 'mine'] as const,
  one: (id: string) => ['jobs', 'one', id] as const,
  /** A customer's painting work: each request with its quote, job and invoice. */
  projects: () => ['jobs', 'projects'] as const,
  /** The admin's schedule of the days `from` to `to`. */
  schedule: (from: string, to: string) => ['jobs', 'schedule', from, to] as const,
  invoice: (id: string) => ['jobs', 'invoice', id] as const,
};

/**
 * The private photos of a job (the customer's, the crew's progress photos), held in memory only, never saved
 * on the device (see query-scopes.ts).
 */
export const jobPhotoKeys = { all: ['job-photo'] as const };

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [
  { kept: 'user', roots: [jobKeys.all] },
  { kept: 'memory', roots: [jobPhotoKeys.all] },
];

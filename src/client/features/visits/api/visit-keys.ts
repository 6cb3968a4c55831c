import type { QueryScope } from '@/client/lib/query-scope';
/** Every key of the bookings starts here: the free visits (anyone's) and the booked ones (an admin's, a customer's). */
export const visitKeys = {
  slots: ['slots'] as const,
  all: ['bookings'] as const,
  every: () => [...visitKeys.all, 'every'] as const,
  mine: (email: string) => [...visitKeys.all, 'mine', email] as const,
  /** A visit opened by its manage link: outside the saved roots, so its key stays in memory only. */
  byLink: (id: string, key: string) => ['visit-link', id, key] as const,
};

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [
  { kept: 'everyone', roots: [visitKeys.slots] },
  { kept: 'user', roots: [visitKeys.all] },
];

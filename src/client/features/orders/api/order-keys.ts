/** Every order query key starts here, so one invalidation refreshes them all. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: (email: string) => [...orderKeys.all, 'mine', email] as const,
  every: () => [...orderKeys.all, 'every'] as const,
  one: (id: string) => [...orderKeys.all, 'one', id] as const,
};

/** Every key of quote requests starts here: a customer's own, saved under them and gone when their session ends. */
export const quoteRequestKeys = {
  all: ['quote-requests'] as const,
  mine: (email: string) => [...quoteRequestKeys.all, 'mine', email] as const,
};

/** Who reads a customer's page: its customer, or an admin (or anyone else the shop lets read it). */
export type Viewer = { email: string; role?: string };

/**
 * Only the customer of a quote or an invoice answers it or pays it; an admin only reads it (an admin's
 * attempt would be refused with 403, which ends a session).
 */
export const isCustomerOf = (thing: { customerEmail: string }, viewer: Viewer) =>
  viewer.role !== 'admin' && viewer.email.toLowerCase() === thing.customerEmail.toLowerCase();

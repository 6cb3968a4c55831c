import { randomUUID } from 'node:crypto';

/**
 * `.invalid` is reserved (RFC 2606): no mail is ever delivered there, and the shop's email check refuses an address
 * without a dotted domain, so no one can sign in with or type one of these.
 */
const erasedDomain = '@invalid';

/** The address a deleted account keeps in place of its email: unique, as the users' index needs, and no one's. */
export const erasedEmail = () => `deleted-${randomUUID()}${erasedDomain}`;

/** Whether `address` is that of a deleted account, to which nothing is sent. */
export const isErasedEmail = (address: string) => address.endsWith(erasedDomain);

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Visit } from '@/shared/answers/visits';
import { formatZoned } from '@/shared/slots';
import type { SessionUser } from '../auth/middleware';
import { bookings } from '../db/schema';

export type VisitRow = typeof bookings.$inferSelect;

export function toVisitDto(row: VisitRow, timeZone: string): Visit {
  return {
    _id: row.id,
    start: formatZoned(row.startsAt.getTime(), timeZone),
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
  };
}

/** A new manage link's secret: 32 random bytes, handed out once; the shop keeps only its hash. */
export function newManageKey(): { key: string; hash: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashManageKey(key) };
}

export function hashManageKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export const manageKeyPattern = /^[A-Za-z0-9_-]{43}$/;

export function manageUrl(id: string, key: string): string {
  return `/visits/${id}?key=${key}`;
}

/**
 * The visits that belong to a customer: those booked while signed in to the account, and those booked with
 * its email once the account has proved it owns that email. An email typed into the form proves nothing.
 */
export function ownedBy(user: SessionUser): SQL {
  const bookedSignedIn = eq(bookings.userId, user.id);
  return user.emailVerified ? (or(bookedSignedIn, eq(bookings.email, user.email)) as SQL) : bookedSignedIn;
}

export function ownedVisit(id: string, user: SessionUser): SQL | undefined {
  return and(eq(bookings.id, id), user.role === 'admin' ? undefined : ownedBy(user));
}

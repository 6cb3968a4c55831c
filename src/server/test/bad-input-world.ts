import type { Table } from 'drizzle-orm';
import type { Order } from '@/shared/answers/orders';
import type { Database } from '../db/client';
import type { signedInUser } from './app';
import type { Person } from './jobs';

/** The painter, jobs and invoices the bad-input test's writes of painting jobs act on. */
export type JobsWorld = {
  painter: Person;
  /** A customer the admin makes a painter. */
  roleTargetEmail: string;
  /** A quote ready to be a job, with none yet. */
  quoteId: string;
  /** A scheduled job of the world's painter, for the crew's actions on site, its move and its extras. */
  siteId: string;
  /** Another, for the sign-off alone: one taken completes it. */
  signOffId: string;
  /** An open invoice, for its card form. */
  openInvoiceId: string;
  /** Another, with a payment the gateway says succeeded for its balance. */
  paidInvoice: { id: string; transactionId: string };
};

/** The people and rows the bad-input test's writes act on, made before its first test. */
export type BadInputWorld = {
  customer: Awaited<ReturnType<typeof signedInUser>>;
  admin: Awaited<ReturnType<typeof signedInUser>>;
  toolId: string;
  order: Order;
  freeVisit: string;
  /** The customer's quote request, and quotes of theirs in the statuses the quote writes need. */
  quotes: { requestId: string; draftId: string; sentId: string; acceptedId: string };
  /** A painter, the customer's jobs and invoices, for the writes of painting jobs. */
  jobs: JobsWorld;
};

export type WriteRoute = {
  name: string;
  method: string;
  path: () => string;
  auth: () => Record<string, string>;
  valid: () => Record<string, unknown>;
  /** The table a wrong request must leave unchanged. */
  table: Table;
  /** What else a wrong request must leave as it was: a change in place, which no count of rows shows. */
  kept?: (db: Database) => Promise<unknown>;
  /**
   * The status the body with tricky text is answered with, for a write that takes it: shows its valid body,
   * caller and state are right, so its refusals are of the input alone.
   */
  taken?: number;
  /** The cases of the bad-input test that are a valid body of this write, answered `taken`, not refused. */
  takes?: string[];
};

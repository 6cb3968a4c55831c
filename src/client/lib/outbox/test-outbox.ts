import { vi } from 'vitest';
import type { VisitInput } from '@/shared/schemas/visit';
import type { MessageInput } from '@/shared/schemas/message';
import type { ReviewCreate } from '@/shared/schemas/review';
import type { OutboxEntry } from './entry';
import { defineOutboxKind, registerOutboxKinds } from './kind';
import { createOutbox, type OutboxDeps } from './outbox';
import { uploaderWith } from './attachments';

/**
 * Kinds as features declare theirs, one for each rule of who sends with which session: a message goes
 * without one, a review only with its author's, a booking with its author's when written signed in.
 */
export const testKinds = {
  contact: defineOutboxKind<MessageInput>({ kind: 'contact', url: '/api/msg', session: 'none' }),
  review: defineOutboxKind<ReviewCreate>({ kind: 'review', url: '/api/reviews', session: 'required' }),
  booking: defineOutboxKind<VisitInput>({ kind: 'booking', url: '/api/bookings', session: 'author' }),
};
registerOutboxKinds(...Object.values(testKinds));

let databaseCount = 0;

/** A contact message as the form sends it, told apart by its text. */
export const message = (msg: string) => ({ name: 'Sam Site', email: 'sam@example.com', subject: 'A quote', msg });
export const messageOf = (entry: OutboxEntry) =>
  entry.kind === 'contact' ? (entry.payload as ReturnType<typeof message>).msg : undefined;

/** An outbox on a database of its own, with a clock, a signed-in user and a sender the test controls. */
export function setupOutbox(overrides: Partial<OutboxDeps> = {}) {
  let clock = 1_000_000;
  let id = 0;
  let user: string | undefined;
  const sent: { entry: OutboxEntry; token: string | undefined }[] = [];
  const deps: OutboxDeps = {
    databaseName: `outbox-test-${++databaseCount}`,
    send: vi.fn(async (entry, token) => {
      sent.push({ entry, token });
      return { status: 201 };
    }),
    uploadAttachments: uploaderWith(async (_entry, attachment) => ({
      status: 201,
      answer: { _id: `photo-of-${attachment.key}` },
    })),
    currentUser: () => user,
    getToken: () => (user ? `token-of-${user}` : undefined),
    refreshToken: vi.fn(async () => (user ? `fresh-token-of-${user}` : undefined)),
    newId: () => `entry-${++id}`,
    now: () => clock,
    ...overrides,
  };
  return {
    outbox: createOutbox(deps),
    deps,
    sent,
    advance: (ms: number) => (clock += ms),
    signIn: (email: string | undefined) => (user = email),
  };
}

/**
 * Two outboxes of one device (two tabs, or a tab and the service worker): one database and one clock, each
 * sending with `send`, as `user` (no one, by default).
 */
export function twoOutboxes(send: OutboxDeps['send'], user: () => string | undefined = () => undefined) {
  let clock = 1_000_000;
  let id = 0;
  const databaseName = `outbox-test-${++databaseCount}`;
  const deps: OutboxDeps = {
    databaseName,
    send,
    uploadAttachments: uploaderWith(async () => ({ status: 201, answer: { _id: 'photo-1' } })),
    currentUser: user,
    getToken: () => (user() ? 'token' : undefined),
    refreshToken: async () => undefined,
    newId: () => `entry-${++id}`,
    now: () => clock,
  };
  return {
    tab: createOutbox(deps),
    worker: createOutbox(deps),
    advance: (ms: number) => (clock += ms),
    databaseName,
  };
}

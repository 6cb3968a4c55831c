import type { UploadAttachments } from './attachments';
import type { OutboxAttachment, OutboxEntry, SendOutcome } from './entry';

export type OutboxDeps = {
  databaseName?: string;
  /** Sends one entry; throws when the request never got an answer. */
  send: (entry: OutboxEntry, token: string | undefined) => Promise<SendOutcome>;
  /** Uploads the files an entry carries (a quote request's photos), before the entry (see `uploaderWith`). */
  uploadAttachments: UploadAttachments;
  /** The email of whoever is signed in on this device now, if anyone. */
  currentUser: () => string | undefined;
  /** The current user's session token, when it is still valid. */
  getToken: () => string | undefined;
  /** A fresh session token for the current user, or undefined when none can be had now. */
  refreshToken: () => Promise<string | undefined>;
  newId: () => string;
  now?: () => number;
  /** How long a session renewal may take before the entry waits for one (a send's own limit). */
  renewalLimitMs?: number;
};

export type AttemptResult =
  | { outcome: 'sent'; answer?: unknown }
  | { outcome: 'gone' }
  | { outcome: 'waiting' | 'failed' | 'not-yours' | 'in-flight' | 'other-version'; entry: OutboxEntry };

/**
 * `offline`: kept for the connection at once, without a try; `attachments`: the files that go before it;
 * `topic`: what it is about, for the page that lists the entries about one thing (see `OutboxEntry`).
 */
export type AddOptions = { offline?: boolean; attachments?: OutboxAttachment[]; topic?: string };

/**
 * A kind of write the outbox keeps and sends, declared by the feature it belongs to, in its own folder:
 * the outbox knows entries, storage, scheduling and sending, and nothing of what a message or a booking is.
 * `Payload` is what it sends (the type of its form's output, which the form checks by its schema before it
 * queues it; the shop checks it again). A declaration is data only, a few bytes: what waits on a device can
 * be sent by a page that never loaded the form, and by the service worker.
 */
export type OutboxKind<Payload = unknown> = {
  /** Its name in the entries kept on the device: never renamed while an entry of it may wait. */
  kind: string;
  /** The API route it is sent to, with its payload as the JSON body. */
  url: string;
  method?: 'POST' | 'PUT' | 'PATCH';
  /**
   * Where one entry goes, when that depends on what it holds (a draft quote the shop has is updated at its
   * own address, a new one created): its route, method and JSON body, in place of `url`, `method` and the
   * payload as it is.
   */
  request?(payload: Payload): { url: string; method: 'POST' | 'PUT' | 'PATCH'; body: unknown };
  /**
   * Who may send it, and with which session. Only its author (or nobody, for what was written signed out)
   * ever sends an entry; this says whether the author's session goes with it: 'none', never; 'author', when
   * written signed in (the write is then that account's); 'required', always (it waits for a sign-in).
   */
  session: 'none' | 'author' | 'required';
  /** Where a refused entry is taken back to be edited (its form's page); none where its page shows refusals. */
  editAt?: string;
  /**
   * Files that go before the entry, each on its own (multipart `field` to `url`, answered `{_id}`), whose ids
   * are put in the payload's `payloadField`, in order. `noun` names one for people ("Photo 2 … was refused").
   */
  attachments?: { url: string; field: string; payloadField: string; noun: string };
  /** The payload's type, for the forms' sake; never set. */
  readonly payload?: Payload;
};

export type PayloadOf<Kind> = Kind extends OutboxKind<infer Payload> ? Payload : never;

const kinds = new Map<string, OutboxKind>();

/** A kind, as its feature declares it (`defineOutboxKind<Payload>({...})`); known to the outbox once registered. */
export const defineOutboxKind = <Payload>(kind: Omit<OutboxKind<Payload>, 'payload'>): OutboxKind<Payload> => kind;

/** Makes kinds known to this page's or worker's outbox: what it may send, where, and with whose session. */
export function registerOutboxKinds(...defined: OutboxKind[]) {
  for (const kind of defined) kinds.set(kind.kind, kind);
}

/** The kind an entry names, when this page or worker knows it (its feature registered it). */
export const outboxKindOf = (name: string): OutboxKind | undefined => kinds.get(name);

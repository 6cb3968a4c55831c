import type { OutboxEntry, OutboxKind, OutboxPayloads } from './entry';

/**
 * A refused message or review taken back from the outbox to its form, to be edited rather than lost: held in
 * memory (it may hold personal details) until that form opens and takes it.
 */
const takenBack = new Map<OutboxKind, unknown>();

export function takeBackToForm(entry: OutboxEntry) {
  takenBack.set(entry.kind, entry.payload);
}

/** What was taken back for the form of `kind`, once: the form's first values. */
export function takeBackPayload<Kind extends OutboxKind>(kind: Kind): OutboxPayloads[Kind] | undefined {
  const payload = takenBack.get(kind) as OutboxPayloads[Kind] | undefined;
  takenBack.delete(kind);
  return payload;
}

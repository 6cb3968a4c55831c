import { useEffect, useRef } from 'react';
import type { OutboxEntry, OutboxKind, OutboxPayloads } from './entry';

/**
 * A refused message or review taken back from the outbox to its form, to be edited rather than lost: held in
 * memory (it may hold personal details) until that form opens and takes it.
 */
const takenBack = new Map<OutboxKind, unknown>();
/** The forms open now, told when something is taken back for them (Edit pressed on their own page). */
const openForms = new Set<(kind: OutboxKind) => void>();

export function takeBackToForm(entry: OutboxEntry) {
  takenBack.set(entry.kind, entry.payload);
  openForms.forEach((tell) => tell(entry.kind));
}

/** What was taken back for the form of `kind`, once: the form's first values. */
export function takeBackPayload<Kind extends OutboxKind>(kind: Kind): OutboxPayloads[Kind] | undefined {
  const payload = takenBack.get(kind) as OutboxPayloads[Kind] | undefined;
  takenBack.delete(kind);
  return payload;
}

/**
 * For a form already open when its entry is taken back (no navigation remounts it): `fill` is given the
 * entry's payload to put in the fields.
 */
export function useTakenBack<Kind extends OutboxKind>(kind: Kind, fill: (payload: OutboxPayloads[Kind]) => void) {
  const latestFill = useRef(fill);
  useEffect(() => {
    latestFill.current = fill;
  });
  useEffect(() => {
    const tell = (taken: OutboxKind) => {
      const payload = taken === kind ? takeBackPayload(kind) : undefined;
      if (payload) latestFill.current(payload);
    };
    openForms.add(tell);
    return () => {
      openForms.delete(tell);
    };
  }, [kind]);
}

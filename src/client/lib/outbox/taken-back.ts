import { useEffect, useRef } from 'react';
import type { OutboxEntry } from './entry';
import type { OutboxKind, PayloadOf } from './kind';

/**
 * A refused entry taken back from the outbox to its form, to be edited rather than lost: held in memory (it
 * may hold personal details) until that form opens and takes it, with the fields the shop found wrong.
 */
const takenBack = new Map<string, OutboxEntry>();
/** The forms open now, told when something is taken back for them (Edit pressed on their own page). */
const openForms = new Set<(kind: string) => void>();

export function takeBackToForm(entry: OutboxEntry) {
  takenBack.set(entry.kind, entry);
  openForms.forEach((tell) => tell(entry.kind));
}

/** What was taken back for the form of `kind`, once: the form's first values, and why the shop refused them. */
export function takeBackEntry<Kind extends OutboxKind>(kind: Kind): OutboxEntry<PayloadOf<Kind>> | undefined {
  const entry = takenBack.get(kind.kind) as OutboxEntry<PayloadOf<Kind>> | undefined;
  takenBack.delete(kind.kind);
  return entry;
}

/** The fields the shop found wrong in a refused entry, by the form's names (`fieldOf` where they differ). */
export function refusedFields(entry: OutboxEntry | undefined, fieldOf: Record<string, string> = {}) {
  const found: Partial<Record<string, string>> = {};
  for (const { path, message } of entry?.refusal?.issues ?? []) found[fieldOf[path] ?? path] ??= message;
  return found;
}

/**
 * For a form already open when its entry is taken back (no navigation remounts it): `fill` is given the
 * entry (its payload to put in the fields, its refusal to show).
 */
export function useTakenBack<Kind extends OutboxKind>(kind: Kind, fill: (entry: OutboxEntry<PayloadOf<Kind>>) => void) {
  const latestFill = useRef(fill);
  useEffect(() => {
    latestFill.current = fill;
  });
  useEffect(() => {
    const tell = (taken: string) => {
      const entry = taken === kind.kind ? takeBackEntry(kind) : undefined;
      if (entry) latestFill.current(entry);
    };
    openForms.add(tell);
    return () => {
      openForms.delete(tell);
    };
  }, [kind]);
}

/**
 * How the records of one store keep their version across app updates. Each record says which version of
 * its shape it was written in; a reader takes it only as this version of the app understands it: a record of
 * this version as it is, an older one upgraded (or dropped, knowingly, where nothing can be made of it), and a
 * newer one (written by a tab of a later release still open) never misread as this version's.
 */
export type RecordVersions<Record> = {
  /** The version of the shape this release writes. */
  current: number;
  /** The version `stored` was written in (records kept before versions existed count as 1). */
  of: (stored: unknown) => number;
  /** An older record made current, or undefined to drop it (a cache that is fetched again, say). */
  upgrade: (stored: unknown, from: number) => Record | undefined;
};

/** A stored record as this release reads it. */
export type ReadRecord<Record> =
  { status: 'current'; record: Record } | { status: 'newer'; stored: unknown } | { status: 'dropped' };

export function readRecord<Record>(versions: RecordVersions<Record>, stored: unknown): ReadRecord<Record> {
  const version = versions.of(stored);
  if (version === versions.current) return { status: 'current', record: stored as Record };
  if (version > versions.current) return { status: 'newer', stored };
  const upgraded = versions.upgrade(stored, version);
  return upgraded === undefined ? { status: 'dropped' } : { status: 'current', record: upgraded };
}

/** The record if this release can read it (upgraded when older), else undefined. */
export function currentRecord<Record>(versions: RecordVersions<Record>, stored: unknown): Record | undefined {
  const read = readRecord(versions, stored);
  return read.status === 'current' ? read.record : undefined;
}

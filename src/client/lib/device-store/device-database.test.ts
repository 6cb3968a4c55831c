import 'fake-indexeddb/auto';
import type { DBSchema } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { deviceDatabase, type Upgrade } from './device-database';
import { currentRecord, readRecord, type RecordVersions } from './record-versions';

interface NotesDatabase extends DBSchema {
  notes: { key: string; value: { id: string; text: string; recordVersion?: number } };
  tags: { key: string; value: { id: string } };
}

let count = 0;
const name = () => `device-database-test-${(count += 1)}`;

describe('the device’s storage layer', () => {
  it('brings a database kept by an earlier release up to this one step by step, keeping what it held', async () => {
    const database = name();
    const first = deviceDatabase<NotesDatabase>(database, [
      (db) => void db.createObjectStore('notes', { keyPath: 'id' }),
    ]);
    await first.run((db) => db.put('notes', { id: 'a', text: 'kept across the update' }));
    await first.close();
    const steps = vi.fn();
    const second = deviceDatabase<NotesDatabase>(database, [
      () => steps('version 1 again'),
      (db) => {
        steps('version 2');
        db.createObjectStore('tags', { keyPath: 'id' });
      },
    ]);
    expect(await second.run((db) => db.get('notes', 'a'))).toMatchObject({ text: 'kept across the update' });
    expect(steps.mock.calls).toEqual([['version 2']]);
    expect([...(await second.run(async (db) => db.objectStoreNames))]).toEqual(['notes', 'tags']);
  });

  it('never creates a database only to read it, and tries a failed transaction once more on a fresh connection', async () => {
    const database = deviceDatabase<NotesDatabase>(name(), [
      (db) => void db.createObjectStore('notes', { keyPath: 'id' }),
    ]);
    expect(await database.written()).toBe(false);
    let failures = 1;
    const note = await database.run(async (db) => {
      if (failures-- > 0) throw new DOMException('The database connection is closing.', 'InvalidStateError');
      await db.put('notes', { id: 'b', text: 'second try' });
      return db.get('notes', 'b');
    });
    expect(note?.text).toBe('second try');
    expect(await database.written()).toBe(true);
  });

  it('tells the other tabs which store changed', async () => {
    const database = name();
    const upgrades: Upgrade<NotesDatabase>[] = [(db) => void db.createObjectStore('notes', { keyPath: 'id' })];
    const tab = deviceDatabase<NotesDatabase>(database, upgrades);
    const other = deviceDatabase<NotesDatabase>(database, upgrades);
    const notes = vi.fn();
    const tags = vi.fn();
    other.subscribe('notes', notes);
    other.subscribe('tags', tags);
    tab.changed('notes');
    await vi.waitFor(() => expect(notes).toHaveBeenCalledTimes(1));
    expect(tags).not.toHaveBeenCalled();
  });
});

describe('records across app updates', () => {
  type Note = { text: string; recordVersion: number };
  const versions: RecordVersions<Note> = {
    current: 2,
    of: (stored) => (stored as Partial<Note>).recordVersion ?? 1,
    upgrade: (stored, from) =>
      from === 1 && typeof (stored as { body?: unknown }).body === 'string'
        ? { text: (stored as { body: string }).body, recordVersion: 2 }
        : undefined,
  };

  it('reads this version’s records as they are, upgrades older ones or drops them knowingly, and never misreads newer ones', () => {
    expect(readRecord(versions, { text: 'now', recordVersion: 2 })).toEqual({
      status: 'current',
      record: { text: 'now', recordVersion: 2 },
    });
    expect(currentRecord(versions, { body: 'before versions' })).toEqual({ text: 'before versions', recordVersion: 2 });
    expect(readRecord(versions, { something: 'else' })).toEqual({ status: 'dropped' });
    expect(readRecord(versions, { text: 'later', meaning: 'other', recordVersion: 3 })).toMatchObject({
      status: 'newer',
    });
    expect(currentRecord(versions, { recordVersion: 3 })).toBeUndefined();
  });
});

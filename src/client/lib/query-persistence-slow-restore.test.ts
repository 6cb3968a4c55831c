import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryPersistence } from './query-persistence';
import { mergeSaved, publicRecord, readSaved, userRecord } from './saved-queries';
import { queryHashes, stubPage as page, testScopes as scopes } from './test-saved-queries';

/**
 * A slow phone: the page shows data and is left before its restore has read what was saved. What it showed
 * is kept all the same, without overwriting what was saved before (the other half of query-persistence.test.ts).
 */
describe('query persistence before its restore is done', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps what a page showed when it is left before its restore read what was saved, and merges it in', async () => {
    const { leave } = page();
    const user = 'ada@example.com';
    const record = userRecord(user);
    const orders = { queryHash: '["orders"]', queryKey: ['orders'], state: { dataUpdatedAt: Date.now(), data: [] } };
    await mergeSaved(record, [orders]);
    // A new page, its database open (the public record read) and the user's record not read yet: a slow restore.
    vi.resetModules();
    const thisPage = await import('./saved-queries');
    const { createQueryPersistence: persistenceOfThisPage } = await import('./query-persistence');
    await thisPage.readSaved(publicRecord);
    const queryClient = new QueryClient();
    persistenceOfThisPage(queryClient, { currentUser: () => user, scopes });
    queryClient.setQueryData(['users', 'all'], [{ _id: 'u1' }]);
    leave();

    const unmerged = async () => (await openDB('brushwork-cache')).get('queries', `unmerged:${record}`);
    await vi.waitFor(async () => expect(await unmerged()).toBeDefined());
    // What was saved before is still there, and the next read has both.
    expect(await queryHashes(record)).toEqual(['["orders"]', '["users","all"]']);
    const nextPage = new QueryClient();
    const next = createQueryPersistence(nextPage, { currentUser: () => user, scopes });
    await next.restore();
    expect(nextPage.getQueryData(['users', 'all'])).toEqual([{ _id: 'u1' }]);
    // Once its restore is done, the next page folds it into the record, with no change of its own to save.
    next.start();
    await vi.waitFor(async () => expect(await unmerged()).toBeUndefined());
    expect(await queryHashes(record)).toEqual(['["orders"]', '["users","all"]']);
    // A page left with nothing of the record's keeps nothing beside it; forgetting the user forgets what it kept.
    await thisPage.writeSaved({ [record]: [] }, { leaving: true });
    expect(await unmerged()).toBeUndefined();
    await thisPage.writeSaved({ [record]: [orders] }, { leaving: true });
    expect(await unmerged()).toBeDefined();
    await thisPage.deleteSaved(record);
    expect(await unmerged()).toBeUndefined();
    expect(await readSaved(record)).toBeUndefined();
  });
});

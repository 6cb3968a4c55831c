import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryPersistence } from './query-persistence';

import { deleteSaved, mergeSaved, publicRecord, readSaved, userRecord } from './saved-queries';
import { queryHashes, stubPage as page, testScopes as scopes } from './test-saved-queries';

/** What the public record holds: each saved query's data, by its hash. */
async function savedData() {
  const saved = await readSaved(publicRecord);
  return Object.fromEntries(
    saved!.clientState.queries.map((entry) => [entry.queryHash, (entry.state as unknown as { data: unknown }).data]),
  );
}

describe('query persistence', () => {
  let user: string | undefined;
  beforeEach(async () => {
    user = undefined;
    for (const record of [publicRecord, userRecord('ada@example.com'), userRecord('bo@example.com')])
      await deleteSaved(record);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('writes new data at once, keeps public data apart from the user’s, and reads back only that user’s', async () => {
    page();
    const queryClient = new QueryClient();
    const persistence = createQueryPersistence(queryClient, { currentUser: () => user, scopes });
    persistence.start();
    user = 'ada@example.com';
    queryClient.setQueryData(['tools'], [{ _id: '1' }]);
    queryClient.setQueryData(['orders', 'mine', 'ada@example.com'], [{ _id: 'o1' }]);
    await persistence.flush();
    expect(await queryHashes(publicRecord)).toEqual(['["tools"]']);
    expect(await queryHashes(userRecord('ada@example.com'))).toEqual(['["orders","mine","ada@example.com"]']);

    user = 'bo@example.com';
    const nextDevice = new QueryClient();
    await createQueryPersistence(nextDevice, { currentUser: () => user, scopes }).restore();
    expect(nextDevice.getQueryData(['tools'])).toEqual([{ _id: '1' }]);
    expect(nextDevice.getQueryData(['orders', 'mine', 'ada@example.com'])).toBeUndefined();
  });

  it('saves the first change without waiting, and what waits when the page is left', async () => {
    const { leave } = page();
    const queryClient = new QueryClient();
    const persistence = createQueryPersistence(queryClient, {
      currentUser: () => undefined,
      scopes,
      throttleMs: 60_000,
    });
    persistence.start();
    queryClient.setQueryData(['tools'], [{ _id: '1' }]);
    await vi.waitFor(async () => expect(await queryHashes(publicRecord)).toEqual(['["tools"]']));
    queryClient.setQueryData(['posts'], [{ _id: 'p1' }]);
    expect(await queryHashes(publicRecord)).toEqual(['["tools"]']);
    leave();
    await persistence.flush();
    expect(await queryHashes(publicRecord)).toEqual(['["posts"]', '["tools"]']);
  });

  it('saves data that arrived while the restore ran once it is done, and nothing before', async () => {
    page();
    const posts = { queryHash: '["posts"]', queryKey: ['posts'], state: { dataUpdatedAt: Date.now(), data: [] } };
    await mergeSaved(publicRecord, [posts]);
    const queryClient = new QueryClient();
    const persistence = createQueryPersistence(queryClient, { currentUser: () => undefined, scopes });
    const restoring = persistence.restore();
    queryClient.setQueryData(['tools'], [{ _id: '1' }]);
    await restoring;
    expect(await queryHashes(publicRecord)).toEqual(['["posts"]']);
    persistence.start();
    await vi.waitFor(async () => expect(await queryHashes(publicRecord)).toEqual(['["posts"]', '["tools"]']));
  });

  it('begins a write still under way again when the page is left, which would cut it off', async () => {
    const { leave } = page();
    const queryClient = new QueryClient();
    const persistence = createQueryPersistence(queryClient, { currentUser: () => undefined, scopes });
    persistence.start();
    const written = () => performance.getEntriesByName('brushwork:queries-saved').length;
    const before = written();
    queryClient.setQueryData(['tools'], [{ _id: '1' }]);
    // The write begins in this task and cannot end in it: the page is left while it is under way.
    const underWay = persistence.flush();
    leave();
    expect(written()).toBe(before);
    await Promise.all([underWay, persistence.flush()]);
    await vi.waitFor(() => expect(written()).toBe(before + 2));
    expect(await queryHashes(publicRecord)).toEqual(['["tools"]']);
  });

  it('never saves a user’s data while nobody is signed in, and forgets it on request', async () => {
    page();
    const queryClient = new QueryClient();
    const persistence = createQueryPersistence(queryClient, { currentUser: () => user, scopes });
    persistence.start();
    queryClient.setQueryData(['users', 'all'], [{ _id: 'u1' }]);
    await persistence.flush();
    expect(await queryHashes(publicRecord)).toEqual([]);
    user = 'ada@example.com';
    queryClient.setQueryData(['users', 'ada@example.com'], { _id: 'u1' });
    await persistence.flush();
    expect(await queryHashes(userRecord('ada@example.com'))).toHaveLength(2);
    await persistence.forgetUser('ada@example.com');
    expect(await readSaved(userRecord('ada@example.com'))).toBeUndefined();
  });

  it('keeps saved data of a query whose later fetch failed', async () => {
    page();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const persistence = createQueryPersistence(queryClient, { currentUser: () => undefined, scopes });
    persistence.start();
    queryClient.setQueryData(['reviews'], [{ _id: 'r1' }]);
    await queryClient
      .fetchQuery({ queryKey: ['reviews'], queryFn: () => Promise.reject(new Error('offline')), staleTime: 0 })
      .catch(() => {});
    queryClient.setQueryData(['tools'], []);
    await persistence.flush();
    const saved = await readSaved(publicRecord);
    expect(saved?.clientState.queries.find((query) => query.queryHash === '["reviews"]')?.state).toMatchObject({
      status: 'success',
      error: null,
    });
  });

  it('never lets two tabs overwrite each other’s saved queries: each query keeps its newer copy', async () => {
    page();
    const now = Date.now();
    const [first, second] = [new QueryClient(), new QueryClient()];
    const tabs = [first, second].map((queryClient) =>
      createQueryPersistence(queryClient, { currentUser: () => undefined, scopes }),
    );
    tabs.forEach((tab) => tab.start());
    first.setQueryData(['tools'], 'tools seen in the first tab', { updatedAt: now - 1000 });
    first.setQueryData(['posts'], 'posts the first tab saw later', { updatedAt: now - 10 });
    await tabs[0]!.flush();
    second.setQueryData(['reviews'], 'reviews seen in the second tab', { updatedAt: now - 500 });
    second.setQueryData(['posts'], 'posts the second tab saw earlier', { updatedAt: now - 100 });
    await tabs[1]!.flush();
    expect(await savedData()).toEqual({
      '["tools"]': 'tools seen in the first tab',
      '["posts"]': 'posts the first tab saw later',
      '["reviews"]': 'reviews seen in the second tab',
    });
  });

  it('drops each saved query once it is older than the saved data’s lifetime', async () => {
    const now = Date.now();
    const query = (hash: string, dataUpdatedAt: number) => ({
      queryHash: hash,
      queryKey: JSON.parse(hash),
      state: { dataUpdatedAt },
    });
    await mergeSaved(
      publicRecord,
      [query('["tools"]', now - 6 * 24 * 3600_000), query('["posts"]', now - 60_000)],
      now,
    );
    expect(
      (await readSaved(publicRecord, now + 2 * 24 * 3600_000))?.clientState.queries.map((q) => q.queryHash),
    ).toEqual(['["posts"]']);
  });

  it('merges a page’s data into what is saved, keeping the newer copy of each query', async () => {
    const query = (hash: string, dataUpdatedAt: number, data: unknown) => ({
      queryHash: hash,
      queryKey: JSON.parse(hash),
      state: { dataUpdatedAt, data },
    });
    const now = Date.now();
    await mergeSaved(publicRecord, [query('["tools"]', now - 10, 'old tools'), query('["posts"]', now - 10, 'posts')]);
    await mergeSaved(publicRecord, [query('["tools"]', now, 'new tools'), query('["reviews"]', now - 20, 'reviews')]);
    await mergeSaved(publicRecord, [query('["posts"]', now - 50, 'older posts')]);
    expect(await savedData()).toEqual({
      '["tools"]': 'new tools',
      '["posts"]': 'posts',
      '["reviews"]': 'reviews',
    });
  });
});

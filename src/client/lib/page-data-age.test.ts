import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { offlineWords, pageData, staleWords } from './page-data-age';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

describe('the age of the page’s own data', () => {
  it('is that of the queries the page observes, not of the newest query in the cache', () => {
    const queryClient = new QueryClient();
    const now = Date.now();
    queryClient.setQueryData(['posts'], [], { updatedAt: now - 2 * day });
    queryClient.setQueryData(['tools'], [], { updatedAt: now - 60_000 });
    const unsubscribe = new QueryObserver(queryClient, { queryKey: ['posts'], enabled: false }).subscribe(() => {});
    const shown = pageData(queryClient.getQueryCache().getAll());
    expect(shown.oldestAt).toBe(now - 2 * day);
    expect(offlineWords(shown, now)).toBe('You are offline — showing saved data from 2 days ago.');
    unsubscribe();
  });

  it('is that of the oldest part when the page shows several', () => {
    const queryClient = new QueryClient();
    const now = Date.now();
    queryClient.setQueryData(['posts'], [], { updatedAt: now - 3 * hour });
    queryClient.setQueryData(['tools'], [], { updatedAt: now - 60_000 });
    for (const queryKey of [['posts'], ['tools']])
      new QueryObserver(queryClient, { queryKey, enabled: false }).subscribe(() => {});
    expect(offlineWords(pageData(queryClient.getQueryCache().getAll()), now)).toBe(
      'You are offline — showing saved data from 3 h ago.',
    );
  });
});

describe('the warning before saved data expires', () => {
  const now = Date.now();
  it('says nothing before the last day', () => {
    expect(offlineWords({ oldestAt: now - 5 * day, refreshFailed: false }, now)).toBe(
      'You are offline — showing saved data from 5 days ago.',
    );
  });
  it('says in the last day how long is left', () => {
    expect(offlineWords({ oldestAt: now - 6 * day - 19 * hour, refreshFailed: false }, now)).toBe(
      "You are offline — showing saved data from 7 days ago. Saved copies are kept 7 days: this page's will be removed in about 5 hours unless you go online.",
    );
  });
});

describe('a failed refresh online', () => {
  it('says the data shown is older, and how old', () => {
    const now = Date.now();
    expect(staleWords({ oldestAt: now - 2 * hour, refreshFailed: true }, now)).toBe(
      'Could not refresh — showing data from 2 h ago.',
    );
    expect(staleWords({ oldestAt: now - 2 * hour, refreshFailed: false }, now)).toBeUndefined();
  });

  it('is seen in a query that failed with its data kept', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['tools'], [{ _id: '1' }], { updatedAt: Date.now() - hour });
    const observer = new QueryObserver(queryClient, {
      queryKey: ['tools'],
      queryFn: () => Promise.reject(new Error('down')),
    });
    observer.subscribe(() => {});
    await observer.refetch();
    expect(pageData(queryClient.getQueryCache().getAll()).refreshFailed).toBe(true);
  });
});

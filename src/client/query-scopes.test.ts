import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { quotePhotoKeys } from './features/quotes/admin/api/quote-photo-keys';
import { orderKeys } from './features/orders/api/order-keys';
import { jobKeys, jobPhotoKeys } from './features/jobs/api/job-keys';
import { catalogueQueryRoots } from '@/shared/catalogue-endpoints';
import type { QueryScope } from './lib/query-scope';
import { declaredScopes, endSession, queryScopes } from './query-scopes';

describe('query scopes', () => {
  it('never saves a quote photo on the device, and drops it from memory with the rest when the session ends', () => {
    const queryClient = new QueryClient();
    const photo = [...quotePhotoKeys.all, 'photo-1'];
    queryClient.setQueryData(photo, new Blob(['jpeg']));
    queryClient.setQueryData([...orderKeys.all, 'mine'], []);
    queryClient.setQueryData(['services'], []);
    expect(queryScopes.isUserQuery(photo)).toBe(false);
    expect(queryScopes.isPublicQuery(photo)).toBe(false);
    endSession(queryClient);
    expect(queryClient.getQueryData(photo)).toBeUndefined();
    expect(queryClient.getQueryData([...orderKeys.all, 'mine'])).toBeUndefined();
    expect(queryClient.getQueryData(['services'])).toEqual([]);
  });

  it("saves a painter's jobs under them, keeps a job's photos in memory only, and drops both when the session ends", () => {
    const queryClient = new QueryClient();
    const photo = [...jobPhotoKeys.all, 'photo-1'];
    queryClient.setQueryData(jobKeys.mine(), []);
    queryClient.setQueryData(jobKeys.invoice('invoice-1'), {});
    queryClient.setQueryData(photo, new Blob(['jpeg']));
    expect(queryScopes.isUserQuery(jobKeys.mine())).toBe(true);
    expect(queryScopes.isUserQuery(jobKeys.invoice('invoice-1'))).toBe(true);
    expect(queryScopes.isPublicQuery(jobKeys.mine())).toBe(false);
    expect(queryScopes.isUserQuery(photo)).toBe(false);
    expect(queryScopes.isPublicQuery(photo)).toBe(false);
    endSession(queryClient);
    expect(queryClient.getQueryData(jobKeys.mine())).toBeUndefined();
    expect(queryClient.getQueryData(jobKeys.invoice('invoice-1'))).toBeUndefined();
    expect(queryClient.getQueryData(photo)).toBeUndefined();
  });

  it('finds every key factory of the features, each declaring whose data its queries hold', () => {
    const declared = import.meta.glob<QueryScope[] | undefined>('./features/**/api/*-keys.ts', {
      eager: true,
      import: 'queryScopes',
    });
    expect(Object.keys(declared).length).toBeGreaterThan(15);
    expect(Object.entries(declared).filter(([, scopes]) => !Array.isArray(scopes))).toEqual([]);
    for (const root of catalogueQueryRoots) expect(queryScopes.isPublicQuery([root])).toBe(true);
    const roots = declaredScopes.flatMap((scope) => scope.roots.map((root) => JSON.stringify(root)));
    expect(new Set(roots).size).toBe(roots.length);
  });
});

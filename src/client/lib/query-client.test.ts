import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordAnswerOrigin } from './answer-origin';
import { createQueryClient } from './query-client';

const hour = 60 * 60 * 1000;

/** A query function whose answer the API client dated as produced at `producedAt`. */
const answer = (data: object, producedAt: number, saved: boolean) => () => {
  recordAnswerOrigin(data, { producedAt, saved });
  return Promise.resolve(data);
};

describe('query data dated by the shop', () => {
  afterEach(() => vi.useRealTimers());

  it('dates data by when the shop produced it, not by when it arrived', async () => {
    const queryClient = createQueryClient();
    const producedAt = Date.now() - 2 * 24 * hour;
    await queryClient.fetchQuery({ queryKey: ['tools'], queryFn: answer([{ _id: '1' }], producedAt, true) });
    expect(queryClient.getQueryState(['tools'])?.dataUpdatedAt).toBe(producedAt);
  });

  it('never takes a saved copy older than what the page holds', async () => {
    const queryClient = createQueryClient();
    const fresh = [{ _id: '1', name: 'fresh' }];
    await queryClient.fetchQuery({ queryKey: ['tools'], queryFn: answer(fresh, Date.now() - 60_000, false) });
    const held = queryClient.getQueryState(['tools'])!.dataUpdatedAt;
    await queryClient.fetchQuery({
      queryKey: ['tools'],
      queryFn: answer([{ _id: '1', name: 'old' }], Date.now() - 3 * hour, true),
      staleTime: 0,
    });
    expect(queryClient.getQueryData(['tools'])).toEqual(fresh);
    expect(queryClient.getQueryState(['tools'])?.dataUpdatedAt).toBe(held);
  });

  it('takes a saved copy newer than what the page holds, dated as it was produced', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['tools'], [{ name: 'older' }], { updatedAt: Date.now() - 5 * hour });
    const producedAt = Date.now() - hour;
    await queryClient.fetchQuery({
      queryKey: ['tools'],
      queryFn: answer([{ name: 'newer' }], producedAt, true),
      staleTime: 0,
    });
    expect(queryClient.getQueryData(['tools'])).toEqual([{ name: 'newer' }]);
    expect(queryClient.getQueryState(['tools'])?.dataUpdatedAt).toBe(producedAt);
  });
});

import { describe, expect, it } from 'vitest';
import type { Review } from '@/shared/answers/catalogue';
import type { DatabaseHandle } from '../db/client';
import { type TestApp } from '../test/app';
import { createReview } from '../test/factories';
import { reviewListLimit } from './reviews';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

describe('GET /api/reviews', () => {
  it('answers name, rating and message, newest first', async () => {
    await createReview(database.db, { name: 'First', rating: 3, message: 'ok', createdAt: new Date('2024-01-01') });
    await createReview(database.db, { name: 'Latest', rating: 5, message: 'great', createdAt: new Date('2024-06-01') });
    const list = (await (await app.request('/api/reviews')).json()) as Review[];
    expect(list.map(({ name, rating, message }) => ({ name, rating, message }))).toEqual([
      { name: 'Latest', rating: 5, message: 'great' },
      { name: 'First', rating: 3, message: 'ok' },
    ]);
  });

  it('keeps the list bounded', async () => {
    for (let i = 0; i < reviewListLimit + 5; i++) await createReview(database.db);
    const list = (await (await app.request('/api/reviews')).json()) as Review[];
    expect(list).toHaveLength(reviewListLimit);
  });
});

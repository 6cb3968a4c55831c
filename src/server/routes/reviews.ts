import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Review } from '@/shared/api-types';
import type { AppDeps } from '../app-deps';
import { reviews } from '../db/schema';

/** The slider shows the newest reviews; older ones stay stored. */
export const reviewListLimit = 30;

export function toReviewDto(row: typeof reviews.$inferSelect): Review {
  return { _id: row.id, name: row.name, rating: row.rating, message: row.message };
}

export function reviewsRoutes({ database: { db } }: AppDeps) {
  return new Hono().get('/reviews', async (c) => {
    const rows = await db.select().from(reviews).orderBy(desc(reviews.createdAt)).limit(reviewListLimit);
    return c.json(rows.map(toReviewDto));
  });
}

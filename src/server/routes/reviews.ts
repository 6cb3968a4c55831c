import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Review } from '@/shared/api-types';
import { reviewCreateSchema } from '@/shared/schemas/review';
import type { AppDeps } from '../app-deps';
import type { AuthVariables } from '../auth/middleware';
import { reviews } from '../db/schema';
import { customerWrite } from '../http/customer-write';

/** The slider shows the newest reviews; older ones stay stored. */
export const reviewListLimit = 30;

export function toReviewDto(row: typeof reviews.$inferSelect): Review {
  return { _id: row.id, name: row.name, rating: row.rating, message: row.message };
}

export function reviewsRoutes({ database: { db }, rateLimits, rateLimitStore: store, sessions }: AppDeps) {
  return new Hono<{ Variables: AuthVariables }>()
    .get('/reviews', async (c) => {
      const rows = await db.select().from(reviews).orderBy(desc(reviews.createdAt)).limit(reviewListLimit);
      return c.json(rows.map(toReviewDto));
    })
    .post(
      '/reviews',
      ...customerWrite(
        { sessions, db, store, name: 'reviews', ...rateLimits.reviews, schema: reviewCreateSchema },
        async (tx, input, user) => {
          const [row] = await tx
            .insert(reviews)
            .values({
              userId: user.id,
              // Never a piece of the email address: that is the reviewer's, not the public's.
              name: user.name.trim() || 'Customer',
              rating: input.rating,
              message: input.message,
            })
            .returning();
          return { status: 201, body: toReviewDto(row!) };
        },
      ),
    );
}

import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { type Review, reviewAnswer } from '@/shared/answers/catalogue';
import { reviewCreateSchema } from '@/shared/schemas/review';
import type { AppDeps } from '../app-deps';
import type { AuthVariables } from '../auth/middleware';
import { reviews } from '../db/schema';
import { contract, jsonBody } from '../http/contract';
import { customerAdmission } from '../http/customer-write';
import { byUser, runIdempotent } from '../http/idempotency';
import { plugReviewMail, takeReviewRequest } from '../reviews/review-requests';

/** The slider shows the newest reviews; older ones stay stored. */
export const reviewListLimit = 30;

export function toReviewDto(row: typeof reviews.$inferSelect): Review {
  return { _id: row.id, name: row.name, rating: row.rating, message: row.message, verified: row.verified };
}

export function reviewsRoutes({ database: { db }, rateLimits, rateLimitStore: store, sessions, mail }: AppDeps) {
  plugReviewMail(mail);
  const tag = 'Catalogue';
  return new Hono<{ Variables: AuthVariables }>()
    .get(
      '/reviews',
      contract({
        tag,
        summary: `The ${reviewListLimit} newest reviews`,
        security: 'none',
        answers: { 200: v.array(reviewAnswer) },
        refusals: [],
      }),
      async (c) => {
        const rows = await db.select().from(reviews).orderBy(desc(reviews.createdAt)).limit(reviewListLimit);
        return c.json(rows.map(toReviewDto));
      },
    )
    .post(
      '/reviews',
      contract({
        tag,
        summary: "Posts a review under the caller's profile name (replayable with an Idempotency-Key)",
        description:
          'With `reviewKey`, the key of the link mailed after a painting job is signed off, the review is ' +
          '`verified`: one per key, and only by the customer it was mailed to (422 otherwise; 409 once used).',
        security: 'bearer',
        answers: { 201: reviewAnswer },
        refusals: [400, 401, 409, 413, 415, 422, 429],
      }),
      customerAdmission({ sessions, db, store, name: 'reviews', ...rateLimits.reviews }),
      jsonBody(reviewCreateSchema),
      async (c) => {
        const input = c.req.valid('json');
        const user = c.var.user;
        return runIdempotent(c, db, byUser(c), async (tx) => {
          const request = input.reviewKey ? await takeReviewRequest(tx, input.reviewKey, user) : undefined;
          const [row] = await tx
            .insert(reviews)
            .values({
              userId: user.id,
              // Never a piece of the email address: that is the reviewer's, not the public's.
              name: user.name.trim() || 'Customer',
              rating: input.rating,
              message: input.message,
              verified: request !== undefined,
              reviewRequestId: request?.id ?? null,
            })
            .returning();
          return { status: 201, body: toReviewDto(row!) };
        });
      },
    );
}

import * as v from 'valibot';
import { requiredText } from './common';

export const ratingSchema = v.pipe(
  v.number('Rating must be a number.'),
  v.integer('Rating must be a whole number of stars.'),
  v.minValue(0, 'Rating must be between 0 and 5.'),
  v.maxValue(5, 'Rating must be between 0 and 5.'),
);

/** The key of a review request's link (`/reviews/new?key=…`): 32 random bytes, base64url. */
export const reviewKeySchema = v.pipe(
  v.string('The review link is not valid.'),
  v.regex(/^[A-Za-z0-9_-]{43}$/, 'The review link is not valid. Please use the link in your email.'),
);

/** The reviewer's name is never taken from here: the server uses the profile's. */
export const reviewCreateSchema = v.object({
  message: requiredText('Message', 1000),
  rating: ratingSchema,
  /** From a review request's link: the review is then verified. */
  reviewKey: v.optional(reviewKeySchema),
});
export type ReviewCreate = v.InferOutput<typeof reviewCreateSchema>;

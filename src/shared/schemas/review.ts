import * as v from 'valibot';
import { requiredText } from './common';

export const ratingSchema = v.pipe(
  v.number('Rating must be a number.'),
  v.integer('Rating must be a whole number of stars.'),
  v.minValue(0, 'Rating must be between 0 and 5.'),
  v.maxValue(5, 'Rating must be between 0 and 5.'),
);

/** The reviewer's name is never taken from here: the server uses the profile's. */
export const reviewCreateSchema = v.object({
  message: requiredText('Message', 1000),
  rating: ratingSchema,
});
export type ReviewCreate = v.InferOutput<typeof reviewCreateSchema>;

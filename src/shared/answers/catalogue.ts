import * as v from 'valibot';
import { coverageUnits } from '../schemas/tool';

/** A tool the shop sells, as the catalogue shows it. */
export const toolAnswer = v.strictObject({
  _id: v.string(),
  name: v.string(),
  desc: v.string(),
  img: v.string(),
  /** Dollars. */
  price: v.number(),
  /** Spelt as in the stored data the spec describes. */
  minOrderQuanity: v.number(),
  /** Available stock. */
  orderQuanity: v.number(),
  /** A paint's: square feet one unit covers in one coat, for the paint calculator. */
  coverage: v.optional(v.strictObject({ sqftPerUnit: v.number(), unit: v.picklist(coverageUnits) })),
});
export type Tool = v.InferOutput<typeof toolAnswer>;

/** A post of the shop's blog. */
export const postAnswer = v.strictObject({
  _id: v.string(),
  title: v.string(),
  img: v.string(),
  desc: v.string(),
  /** '5 March 2024' */
  date: v.string(),
});
export type Post = v.InferOutput<typeof postAnswer>;

/** A post as the list of recent posts shows it: without its text. */
export const recentPostAnswer = v.strictObject({
  _id: v.string(),
  img: v.string(),
  title: v.string(),
  /** '5 March 2024' */
  date: v.string(),
});
export type RecentPost = v.InferOutput<typeof recentPostAnswer>;

/** A customer's review, under the name of their profile. */
export const reviewAnswer = v.strictObject({
  _id: v.string(),
  name: v.string(),
  rating: v.number(),
  message: v.string(),
  /** Written from the review request the shop mailed after the reviewer's painting job: a verified customer. */
  verified: v.boolean(),
});
export type Review = v.InferOutput<typeof reviewAnswer>;

/** POST /api/uploads: where the stored image is served. */
export const storedImageAnswer = v.strictObject({
  /** `/api/uploads/{sha256}.{png|jpg|gif|webp}`. */
  url: v.string(),
  /** The same URL, in the shape of the image host the spec describes. */
  data: v.strictObject({ display_url: v.string() }),
});
export type StoredImage = v.InferOutput<typeof storedImageAnswer>;

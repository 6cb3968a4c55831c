import * as v from 'valibot';

/** One refused field: its path in the request (`lines.2.quantity`) and why. A short line of an order adds its tool. */
export const errorIssueSchema = v.strictObject({
  path: v.string(),
  message: v.string(),
  /** A short line of an order (409 `out_of_stock`): the tool, and the units left for sale (0 when none). */
  productId: v.optional(v.string()),
  available: v.optional(v.number()),
});

/** Every refusal of the API, whatever its status: a code to act on, words to show, and the fields at fault. */
export const apiErrorSchema = v.strictObject({
  error: v.strictObject({
    code: v.string(),
    message: v.string(),
    issues: v.optional(v.array(errorIssueSchema)),
  }),
});

export type ApiErrorBody = v.InferOutput<typeof apiErrorSchema>;
export type ErrorIssue = v.InferOutput<typeof errorIssueSchema>;

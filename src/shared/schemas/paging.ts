import * as v from 'valibot';

/** The most rows one page of a list may ask for. */
export const maxPageSize = 100;

const wholeFromQuery = (name: string, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, `${name} must be a whole number.`),
      v.transform(Number),
      v.minValue(min, `${name} must be at least ${min}.`),
      v.maxValue(max, `${name} must be at most ${max}.`),
    ),
  );

/** `?limit=&offset=` of a list that pages through the server. */
export const pageQuerySchema = v.object({
  limit: wholeFromQuery('limit', 1, maxPageSize),
  offset: wholeFromQuery('offset', 0, 1_000_000_000),
});

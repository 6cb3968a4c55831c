import * as v from 'valibot';
import { emailSchema, optionalText, requiredText } from './common';
import { bookableDays } from '../shop-hours';

/** A colour consultation as the booking form sends it; the server checks that `start` is a visit still free. */
export const visitSchema = v.object({
  start: requiredText('Time', 40),
  name: requiredText('Name', 120),
  email: emailSchema,
  phone: v.pipe(
    requiredText('Phone', 40),
    v.regex(/^[+()\d][\d\s().-]{5,}$/, 'Enter a phone number we can call, with its area code.'),
  ),
  address: requiredText('Address', 300),
  notes: v.optional(optionalText('Notes', 2000), ''),
});
export type VisitInput = v.InferInput<typeof visitSchema>;

/** A visit moved through its manage link: the free time it moves to. */
export const visitMoveSchema = v.object({ start: visitSchema.entries.start });
export type VisitMoveInput = v.InferInput<typeof visitMoveSchema>;

/** `?from=YYYY-MM-DD&days=N` of the slots call: from the shop's today, up to 14 days. */
export const slotsQuerySchema = v.object({
  from: v.optional(v.pipe(v.string(), v.isoDate('from must be a date, YYYY-MM-DD.'))),
  days: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'days must be a whole number.'),
      v.transform(Number),
      v.minValue(1, 'days must be at least 1.'),
      v.maxValue(bookableDays, `days must be at most ${bookableDays}.`),
    ),
  ),
});

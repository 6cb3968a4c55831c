import * as v from 'valibot';

/** A visit's start (ISO 8601 with the shop's offset) and whether it may still be booked. */
export const slotAnswer = v.strictObject({ start: v.string(), available: v.boolean() });
export type Slot = v.InferOutput<typeof slotAnswer>;

const visitEntries = {
  _id: v.string(),
  /** ISO 8601 with the shop's offset, e.g. 2026-03-09T09:00:00-04:00. */
  start: v.string(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  address: v.string(),
  notes: v.string(),
};

/** A colour consultation at the customer's home. */
export const visitAnswer = v.strictObject(visitEntries);
export type Visit = v.InferOutput<typeof visitAnswer>;

/**
 * The answer to a booking: the visit and its manage link (`/visits/{id}?key=…`), which shows and cancels
 * this one visit without an account. The key is given only here; the shop keeps its hash.
 */
export const bookedVisitAnswer = v.strictObject({ ...visitEntries, manageKey: v.string(), manageUrl: v.string() });
export type BookedVisit = v.InferOutput<typeof bookedVisitAnswer>;

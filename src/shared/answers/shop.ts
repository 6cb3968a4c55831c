import * as v from 'valibot';

/** A message the shop sends, as the admin's mail page lists it (GET /api/emails). */
export const emailAnswer = v.strictObject({
  _id: v.string(),
  /** What it tells: `order-paid`, `order-shipped`, `visit-booked`, … (src/server/mail/messages.ts). */
  kind: v.string(),
  to: v.string(),
  subject: v.string(),
  /** waiting (to be sent, or to be tried again at `sendAfter`), sent, or failed (with `lastError`). */
  status: v.picklist(['waiting', 'sent', 'failed']),
  attempts: v.number(),
  /** ISO 8601: when it is due. */
  sendAfter: v.string(),
  lastError: v.nullable(v.string()),
  sentAt: v.nullable(v.string()),
  createdAt: v.string(),
});
export type Email = v.InferOutput<typeof emailAnswer>;

/** A contact message, as admins read it. */
export const messageAnswer = v.strictObject({
  _id: v.string(),
  name: v.string(),
  email: v.string(),
  subject: v.string(),
  msg: v.string(),
  /** ISO 8601: when it was sent. */
  date: v.string(),
  handled: v.boolean(),
  /** The shop's answers, mailed to the sender, oldest first; `date` ISO 8601. */
  replies: v.array(v.strictObject({ text: v.string(), date: v.string() })),
});
export type Message = v.InferOutput<typeof messageAnswer>;

/** POST /api/msg: the contact message was taken, and the shop told of it. */
export const messageReceiptAnswer = v.strictObject({ _id: v.string(), acknowledged: v.literal(true) });
export type MessageReceipt = v.InferOutput<typeof messageReceiptAnswer>;

/** GET /api/health: the database answers, and which kind it is. */
export const healthAnswer = v.strictObject({ status: v.literal('ok'), database: v.picklist(['pglite', 'postgres']) });
export type Health = v.InferOutput<typeof healthAnswer>;

/** GET /api/health/live and /api/health/ready: the process answers (and, when ready, can serve). */
export const aliveAnswer = v.strictObject({ status: v.literal('ok') });
export type Alive = v.InferOutput<typeof aliveAnswer>;

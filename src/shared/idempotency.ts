const day = 24 * 60 * 60 * 1000;

/**
 * How long the shop remembers an Idempotency-Key and its first answer: a replay within it is answered as
 * the first time, whatever has changed since.
 */
export const idempotencyKeyLifetimeMs = 30 * day;

/**
 * How long a device may replay a queued write under its key. It ends two days before the shop forgets the
 * key, so that a device clock off by a day or an entry sent as the bound passes is still recognised: an
 * entry older than this is never replayed blindly (it could be stored twice); the person is asked.
 */
export const replayWindowMs = idempotencyKeyLifetimeMs - 2 * day;

/**
 * Where an answer's data came from: the time the shop produced it (its `Date`, on the device's clock) and
 * whether the service worker gave it from its saved copy. Kept beside the data object itself, so the query
 * cache can date the data by when the shop made it, not by when it arrived.
 */
export type AnswerOrigin = { producedAt: number; saved: boolean };

const origins = new WeakMap<object, AnswerOrigin>();

export function recordAnswerOrigin(data: unknown, origin: AnswerOrigin) {
  if (typeof data === 'object' && data !== null) origins.set(data, origin);
}

export function answerOrigin(data: unknown): AnswerOrigin | undefined {
  return typeof data === 'object' && data !== null ? origins.get(data) : undefined;
}

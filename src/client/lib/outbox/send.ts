import { ApiError, apiExchange } from '../api-exchange';
import { type OutboxEntry, type SendOutcome, sendTimeoutMs } from './entry';
import { outboxKindOf } from './kind';

/**
 * Sends an outbox entry to its kind's route, through the one API client; used by the page and by the service
 * worker alike. Its id goes as its Idempotency-Key, so a replay after a lost answer is stored once, and
 * `token`, when given, as the session it goes with. Only the shop's own JSON answer counts: a request with
 * no answer within `sendTimeoutMs`, or answered by something else (a captive portal's page, a proxy's
 * error page), throws, and the entry is tried again like on a dropped line. A refusal is an answer: its
 * status, code, field issues and Retry-After come back for the outbox to keep.
 */
export async function sendOutboxEntry(entry: OutboxEntry, token: string | undefined): Promise<SendOutcome> {
  const kind = outboxKindOf(entry.kind);
  if (!kind) throw new Error(`No route for entries of kind ${entry.kind} here.`);
  try {
    const { url, method, body } = kind.request?.(entry.payload) ?? {
      url: kind.url,
      method: kind.method ?? 'POST',
      body: entry.payload,
    };
    const { status, payload } = await apiExchange(url, {
      method,
      body,
      headers: { 'Idempotency-Key': entry.id, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      timeoutMs: sendTimeoutMs,
      shopAnswerOnly: true,
    });
    return { status, answer: payload };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { status, code, message, issues, retryAfterMs } = error;
    return { status, code, message, issues, retryAfterMs };
  }
}

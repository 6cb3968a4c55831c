import { createHash } from 'node:crypto';
import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { idempotencyKeyLifetimeMs } from '@/shared/idempotency';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from './errors';

const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type WriteResult = {
  status: ContentfulStatusCode;
  body: unknown;
  /**
   * The write's last statement, run once its answer is made: one that takes rows other writes wait for,
   * which stay locked until the commit that follows it at once. With an Idempotency-Key it is given the
   * statement that keeps the answer, which it must run within its own: no round trip comes between them.
   */
  lastly?: (keepAnswer: SQL | undefined) => Promise<void>;
};

/** How many times a write has run: `again` once it threw `TryAgain`. */
export type Attempt = { again: boolean };

/**
 * Thrown by a write that finds, at its end, that what it read before taking it has changed: its
 * transaction is rolled back and it runs once more, told so (`again`), to take its locks first.
 */
export class TryAgain extends Error {}

/** The body's JSON written again without spacing (text that is not JSON stays as it is). */
function canonicalJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

/** The body, hashed, so that a replay differing only in spacing is still the same request. */
async function hashOfBody(c: Context): Promise<string> {
  return createHash('sha256')
    .update(canonicalJson(await c.req.text()))
    .digest('hex');
}

/**
 * A replay of a request the shop already took is answered as the first time, before any other check: the
 * rate limit, the fields, the visit's time or the stock may all have changed since, and a client whose
 * answer was lost must not hear a refusal for what was done. `scopeOf` gives the scope `runIdempotent` uses.
 */
export function replayFirst(db: Database, scopeOf: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header('Idempotency-Key');
    if (key === undefined || !keyPattern.test(key)) return next();
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.scope, `${c.req.method} ${c.req.routePath} ${scopeOf(c)}`),
          eq(idempotencyKeys.key, key),
        ),
      );
    if (!first || first.statusCode === null || first.requestHash !== (await hashOfBody(c))) return next();
    c.header('Idempotent-Replayed', 'true');
    return c.json(first.responseBody, first.statusCode as ContentfulStatusCode);
  };
}

/** Scopes: one for writes anyone may make, and one per signed-in user (after the sign-in check). */
export const anyone: (c: Context) => string = () => 'anyone';
export const byUser = (c: Context) => (c.get('user') as { id: string }).id;

/**
 * Runs a replayable write. With an `Idempotency-Key` header, the key, the write and its answer commit in
 * one transaction: a repeat with the same key gets the first answer and stores nothing new, and a repeat
 * racing the first waits on the key's row until the first commits. `scope` separates callers (for
 * example the user) so that one client's key never answers another's request. The same key with a
 * different body is refused with 422 and stores nothing. The write's `lastly` runs last, keeping the
 * answer with it; a write that throws `TryAgain` runs once more, in a transaction of its own.
 */
export async function runIdempotent(
  c: Context,
  db: Database,
  scope: string,
  write: (tx: Transaction, attempt: Attempt) => Promise<WriteResult>,
): Promise<Response> {
  const key = c.req.header('Idempotency-Key');
  if (key !== undefined && !keyPattern.test(key)) {
    throw new ApiError(422, 'invalid', 'Idempotency-Key must be 8 to 100 letters, digits, - or _.');
  }
  const fullScope = `${c.req.method} ${c.req.routePath} ${scope}`;
  const requestHash = key === undefined ? undefined : await hashOfBody(c);

  const run = (attempt: Attempt) =>
    db.transaction(async (tx) => {
      if (key === undefined) {
        const { lastly, ...answer } = await write(tx, attempt);
        await lastly?.(undefined);
        return { ...answer, replayed: false };
      }

      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ scope: fullScope, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [first] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.scope, fullScope), eq(idempotencyKeys.key, key)));
        if (first?.requestHash && first.requestHash !== requestHash) {
          throw new ApiError(
            422,
            'idempotency_mismatch',
            'This Idempotency-Key was already used for a different request.',
          );
        }
        if (!first || first.statusCode === null)
          throw new ApiError(409, 'in_progress', 'This request is already being processed.');
        return { status: first.statusCode as ContentfulStatusCode, body: first.responseBody, replayed: true };
      }

      const { lastly, ...answer } = await write(tx, attempt);
      const keepAnswer = tx
        .update(idempotencyKeys)
        .set({ statusCode: answer.status, responseBody: answer.body })
        .where(and(eq(idempotencyKeys.scope, fullScope), eq(idempotencyKeys.key, key)));
      await (lastly ? lastly(keepAnswer.getSQL()) : keepAnswer);
      return { ...answer, replayed: false };
    });
  const result = await run({ again: false }).catch((error: unknown) => {
    if (error instanceof TryAgain) return run({ again: true });
    throw error;
  });

  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(result.body, result.status);
}

export async function forgetOldIdempotencyKeys(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - idempotencyKeyLifetimeMs)));
}

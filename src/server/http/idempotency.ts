import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { idempotencyKeyLifetimeMs } from '@/shared/idempotency';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from './errors';

const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type WriteResult = { status: ContentfulStatusCode; body: unknown };

/** What a replayable write with an Idempotency-Key keeps of it, besides its answer. */
export type Claim = { scope: string; key: string; requestHash: string };

/**
 * A write that can be done in one call to the database of its own, which keeps the claim with its answer
 * and commits as it returns. It answers undefined, having kept nothing, when it cannot (anything not as it
 * expected), for the write to run the ordinary way.
 */
export type WriteAtOnce = (claim: Claim | undefined) => Promise<WriteResult | undefined>;

/** The body's JSON written again without spacing (text that is not JSON stays as it is). */
function canonicalJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

/** How a request is told from another under one key: by default its body; an upload by its file's bytes. */
export type RequestHash = (c: Context) => Promise<string>;

/** The body, hashed, so that a replay differing only in spacing is still the same request. */
const hashOfBody: RequestHash = async (c) => {
  return createHash('sha256')
    .update(canonicalJson(await c.req.text()))
    .digest('hex');
};

/**
 * A replay of a request the shop already took is answered as the first time, before any other check: the
 * rate limit, the fields, the visit's time or the stock may all have changed since, and a client whose
 * answer was lost must not hear a refusal for what was done. `scopeOf` gives the scope `runIdempotent` uses, and
 * `hashOf` the request's hash it is given.
 */
export function replayFirst(
  db: Database,
  scopeOf: (c: Context) => string,
  hashOf: RequestHash = hashOfBody,
): MiddlewareHandler {
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
    if (!first || first.statusCode === null || first.requestHash !== (await hashOf(c))) return next();
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
 * different body is refused with 422 and stores nothing. With `atOnce`, the write is tried in one call of
 * its own first, and run the ordinary way only when that kept nothing. `hashOf` tells two requests apart: a
 * multipart body's boundary differs between two sends of the same file, so an upload hashes the file alone.
 */
export async function runIdempotent(
  c: Context,
  db: Database,
  scope: string,
  write: (tx: Transaction) => Promise<WriteResult>,
  atOnce?: WriteAtOnce,
  hashOf: RequestHash = hashOfBody,
): Promise<Response> {
  const key = c.req.header('Idempotency-Key');
  if (key !== undefined && !keyPattern.test(key)) {
    throw new ApiError(422, 'invalid', 'Idempotency-Key must be 8 to 100 letters, digits, - or _.');
  }
  const fullScope = `${c.req.method} ${c.req.routePath} ${scope}`;
  const requestHash = key === undefined ? undefined : await hashOf(c);
  const done = await atOnce?.(key === undefined ? undefined : { scope: fullScope, key, requestHash: requestHash! });
  if (done) return c.json(done.body, done.status);

  const result = await db.transaction(async (tx) => {
    if (key === undefined) return { ...(await write(tx)), replayed: false };

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

    const answer = await write(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: answer.status, responseBody: answer.body })
      .where(and(eq(idempotencyKeys.scope, fullScope), eq(idempotencyKeys.key, key)));
    return { ...answer, replayed: false };
  });

  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(result.body, result.status);
}

export async function forgetOldIdempotencyKeys(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - idempotencyKeyLifetimeMs)));
}

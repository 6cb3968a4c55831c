import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { idempotencyKeyLifetimeMs } from '@/shared/idempotency';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database, Transaction } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from './errors';

const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;

export type WriteResult = { status: ContentfulStatusCode; body: unknown };

/** What a replayable write with an Idempotency-Key keeps of it, besides its answer. */
export type Claim = { scope: string; key: string; requestHash: string };

/** The body's JSON written again without spacing (text that is not JSON stays as it is). */
function withoutSpacing(text: string): string {
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
    .update(withoutSpacing(await c.req.text()))
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
    const first = await firstSend(c, db, scopeOf(c), hashOf);
    return first && first !== 'underway' ? sendAnswer(c, first, true) : next();
  };
}

/**
 * Where a key counts: the method and the request's own path (the thing it acts on: one order's refund is not
 * another's), and the caller's scope.
 */
const keyScope = (c: Context, scope: string) => `${c.req.method} ${c.req.path} ${scope}`;

const keyMismatch = () =>
  new ApiError(422, 'idempotency_mismatch', 'This Idempotency-Key was already used for a different request.');

const claimQuery = preparedQuery((db) =>
  db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, sql.placeholder('scope')), eq(idempotencyKeys.key, sql.placeholder('key'))))
    .prepare('idempotency_claim'),
);

/**
 * When the request is a replay of a first send under its `Idempotency-Key` and `scope`: that send's kept answer,
 * or `underway` while it has none (still being written, or its answer was never kept). Undefined for no replay;
 * 422 for another request under a key already used, before anything is done for it.
 */
export async function firstSend(
  c: Context,
  db: Database,
  scope: string,
  hashOf: RequestHash = hashOfBody,
): Promise<WriteResult | 'underway' | undefined> {
  const key = c.req.header('Idempotency-Key');
  if (key === undefined || !keyPattern.test(key)) return undefined;
  const [first] = await claimQuery(db).execute({ scope: keyScope(c, scope), key });
  if (!first) return undefined;
  if (first.requestHash !== (await hashOf(c))) throw keyMismatch();
  if (first.statusCode === null) return 'underway';
  return { status: first.statusCode as ContentfulStatusCode, body: first.responseBody };
}

/** Scopes: one for writes anyone may make, and one per signed-in user (after the sign-in check). */
export const anyone: (c: Context) => string = () => 'anyone';
export const byUser = (c: Context) => (c.get('user') as { id: string }).id;

/** The claim a request's `Idempotency-Key` makes under `scope`, if it has one: 422 for a key of another shape. */
export async function claimOf(c: Context, scope: string, hashOf: RequestHash = hashOfBody): Promise<Claim | undefined> {
  const key = c.req.header('Idempotency-Key');
  if (key === undefined) return undefined;
  if (!keyPattern.test(key))
    throw new ApiError(422, 'invalid', 'Idempotency-Key must be 8 to 100 letters, digits, - or _.');
  return { scope: keyScope(c, scope), key, requestHash: await hashOf(c) };
}

const whereClaim = ({ scope, key }: Claim) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/** Keeps the answer of a write whose claim was kept without it (see `place_order`). */
export async function keepAnswer(db: Database | Transaction, claim: Claim, answer: WriteResult) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.status, responseBody: answer.body })
    .where(whereClaim(claim));
}

/**
 * The answer for a request whose key was claimed before: the first answer; 422 for another body under the
 * same key; 409 while the first is still being written. A write that kept what it made with its claim
 * (`resourceId`) but whose answer was lost (the process stopped between the two) is answered by `rebuild`,
 * which is kept then.
 */
export async function answerOfTakenKey(
  db: Database | Transaction,
  claim: Claim,
  rebuild?: (resourceId: string) => Promise<WriteResult>,
): Promise<WriteResult> {
  const [first] = await db.select().from(idempotencyKeys).where(whereClaim(claim));
  if (first?.requestHash && first.requestHash !== claim.requestHash) throw keyMismatch();
  if (first && first.statusCode !== null)
    return { status: first.statusCode as ContentfulStatusCode, body: first.responseBody };
  if (!first?.resourceId || !rebuild)
    throw new ApiError(409, 'in_progress', 'This request is already being processed.');
  const answer = await rebuild(first.resourceId);
  await keepAnswer(db, claim, answer);
  return answer;
}

/** Sends a replayable write's answer, saying when it is the first one's. */
export function sendAnswer(c: Context, { status, body }: WriteResult, replayed: boolean) {
  if (replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(body, status);
}

/**
 * Runs a replayable write. With an `Idempotency-Key` header, the key, the write and its answer commit in
 * one transaction: a repeat with the same key gets the first answer and stores nothing new, and a repeat
 * racing the first waits on the key's row until the first commits. `scope` separates callers (for
 * example the user) so that one client's key never answers another's request. The same key with a
 * different body is refused with 422 and stores nothing. `hashOf` tells two requests apart: a multipart
 * body's boundary differs between two sends of the same file, so an upload hashes the file alone.
 */
export async function runIdempotent(
  c: Context,
  db: Database,
  scope: string,
  write: (tx: Transaction) => Promise<WriteResult>,
  hashOf: RequestHash = hashOfBody,
): Promise<Response> {
  const claim = await claimOf(c, scope, hashOf);
  const result = await db.transaction(async (tx) => {
    if (claim === undefined) return { answer: await write(tx), replayed: false };
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope: claim.scope, key: claim.key, requestHash: claim.requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return { answer: await answerOfTakenKey(tx, claim), replayed: true };
    const answer = await write(tx);
    await keepAnswer(tx, claim, answer);
    return { answer, replayed: false };
  });
  return sendAnswer(c, result.answer, result.replayed);
}

export async function forgetOldIdempotencyKeys(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - idempotencyKeyLifetimeMs)));
}

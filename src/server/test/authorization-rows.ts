import type { DatabaseHandle } from '../db/client';
import type { createTestApp, signedInUser } from './app';

/** Those every row names, and the painters: one on the row's job, one on none of the rows' jobs. */
type BaseRole = 'anonymous' | 'owner' | 'other' | 'admin';
type PainterRole = 'painter' | 'otherPainter';
export type Role = BaseRole | PainterRole;
export type Caller = { role: Role; auth: Record<string, string>; email: string };
type Prepared = { path: string; body?: unknown; form?: FormData; headers?: Record<string, string> };

/**
 * Every API route and who may call it: anonymous, the owner of the resource, another customer, an
 * admin, and two painters. `prepare` builds a fresh resource per call, so one caller's success never
 * changes another's. A row that names no painter expects of each what it expects of another customer:
 * outside their jobs, a painter is a customer like any other.
 */
export type Row = {
  method: string;
  route: string;
  prepare: (caller: Caller) => Promise<Prepared>;
  expect: Record<BaseRole, number> & Partial<Record<PainterRole, number>>;
};

/** The app and the people the matrix calls it as, made once per test file. */
export type MatrixWorld = {
  database: DatabaseHandle;
  app: ReturnType<typeof createTestApp>;
  owner: Awaited<ReturnType<typeof signedInUser>>;
  other: Awaited<ReturnType<typeof signedInUser>>;
  admin: Awaited<ReturnType<typeof signedInUser>>;
  /** A painter the job rows put on their jobs, and one they never do. */
  painter: Awaited<ReturnType<typeof signedInUser>>;
  otherPainter: Awaited<ReturnType<typeof signedInUser>>;
};

/** Every row of the authorization matrix, for the app and people of `world`. */

/** Who may call: everyone alike, admins only, or anyone signed in. */
export const everyone = (status: number) => ({ anonymous: status, owner: status, other: status, admin: status });
export const adminOnly = (status: number) => ({ anonymous: 401, owner: 403, other: 403, admin: status });
export const signedIn = (status: number) => ({ anonymous: 401, owner: status, other: status, admin: status });

/** A row whose call is its path alone, with no body or headers of its own. */
export const pathRow = (method: string, route: string, path: () => Promise<string>, expect: Row['expect']): Row => ({
  method,
  route,
  prepare: async () => ({ path: await path() }),
  expect,
});

/** A row whose call is its route as written: no parameters to fill in, no query. */
export const routeRow = (method: string, route: string, expect: Row['expect']): Row =>
  pathRow(method, route, async () => route, expect);

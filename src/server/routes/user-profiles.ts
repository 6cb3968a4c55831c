import { asc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { type User, userAnswer } from '@/shared/answers/people';
import { emailSchema } from '@/shared/schemas/common';
import { pageQuerySchema } from '@/shared/schemas/paging';
import { profileUpdateSchema, roleChangeSchema, userListQuerySchema } from '@/shared/schemas/user';
import type { AppDeps } from '../app-deps';
import { type AuthVariables, type Guards, isSelfOrAdmin } from '../auth/middleware';
import { changeRole } from '../auth/role-change';
import { users } from '../db/schema';
import { contract, jsonBody, queryOf } from '../http/contract';
import { ApiError, notFound } from '../http/errors';
import { namingInput } from '../http/named-input';
import { pageOf, readTablePage, sendPage } from '../http/paging';

export function toUserDto(row: typeof users.$inferSelect): User {
  const base = {
    _id: row.id,
    name: row.name,
    email: row.email,
    address: row.address,
    state: row.state,
    zip: row.zip,
    language: row.language,
  };
  return row.role ? { ...base, role: row.role } : base;
}

/** The path's email (`/users/{email}`), checked and in lower case: one that is not an email names no user, 404. */
export const emailParam = namingInput('param', v.object({ email: v.pipe(emailSchema, v.toLowerCase()) }), 'User');

/** `?limit=&offset=&role=` of the admin's list: the page first, as its refusal came first before. */
const userListQuery = v.object({ ...pageQuerySchema.entries, ...userListQuerySchema.entries });

/** Whether a body of PUT /user/:email gives a role (an admin's call) rather than changing a profile. */
const namesRole = (body: unknown): body is { role: unknown } =>
  typeof body === 'object' && body !== null && 'role' in body;

/**
 * PUT /user/:email's body: a role, `{role: "admin" | "painter" | "customer"}`, or else (no `role`) a profile
 * update, each refused in its own words: a role that is none of the three as the role's field says.
 */
const userChangeSchema = v.variant(
  'role',
  [roleChangeSchema, v.object({ ...profileUpdateSchema.entries, role: v.optional(v.never()) })],
  (issue) => (issue.path ? roleChangeSchema.entries.role.message : issue.message),
);

/**
 * Who may change what, decided before the body's fields are checked (`jsonBody`, after it): only an admin gives a
 * role, and anyone else changes only their own profile. Which of the two the call is, the body says, so it is read
 * here (400 when it is not JSON, before any 403, as always); its fields are left to `jsonBody`.
 */
const mayChange = createMiddleware<{ Variables: AuthVariables }, string, { out: { param: { email: string } } }>(
  async (c, next) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new ApiError(400, 'bad_request', 'The request body is not valid JSON.');
    }
    if (namesRole(body)) {
      if (c.var.user.role !== 'admin') throw new ApiError(403, 'forbidden', 'Only an admin can change roles.');
    } else if (!isSelfOrAdmin(c.var.user, c.req.valid('param').email))
      throw new ApiError(403, 'forbidden', 'You can only change your own profile.');
    await next();
  },
);

/** The people's accounts: the admin's list of them, and a profile read and changed (or a role given by an admin). */
export function userProfileRoutes({ database: { db } }: AppDeps, { signedIn, admin }: Guards) {
  const findUser = async (email: string) => {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    if (!row) throw notFound('User');
    return row;
  };

  const tag = 'Accounts';
  return (
    new Hono<{ Variables: AuthVariables }>()
      .get(
        '/users',
        contract({
          tag,
          summary: 'The accounts, oldest first, paged, of one role if asked (admin)',
          security: 'bearer',
          answers: { 200: v.array(userAnswer) },
          refusals: [401, 403, 422],
        }),
        ...admin,
        queryOf(userListQuery),
        async (c) => {
          const { role, ...page } = c.req.valid('query');
          const ofRole =
            role === undefined ? undefined : role === 'customer' ? isNull(users.role) : eq(users.role, role);
          const { rows, total } = await readTablePage(
            db,
            users,
            { where: ofRole, orderBy: [asc(users.createdAt), asc(users.email)] },
            pageOf(page),
          );
          return sendPage(c, rows.map(toUserDto), total);
        },
      )
      .get(
        '/users/:email',
        contract({
          tag,
          summary: "A person's profile: the caller's own, or anyone's for an admin",
          security: 'bearer',
          answers: { 200: userAnswer },
          refusals: [401, 403, 404],
        }),
        signedIn,
        emailParam,
        async (c) => {
          const { email } = c.req.valid('param');
          if (!isSelfOrAdmin(c.var.user, email))
            throw new ApiError(403, 'forbidden', 'You can only see your own profile.');
          return c.json(toUserDto(await findUser(email)));
        },
      )
      /** The profile update; or, from an admin, a role: `{role: "admin" | "painter" | "customer"}`. */
      .put(
        '/user/:email',
        contract({
          tag,
          summary: "Changes a profile (the caller's own, or anyone's for an admin), or gives a role (admin)",
          security: 'bearer',
          answers: { 200: userAnswer },
          refusals: [400, 401, 403, 404, 409, 413, 415, 422],
        }),
        signedIn,
        emailParam,
        mayChange,
        jsonBody(userChangeSchema),
        async (c) => {
          const { email } = c.req.valid('param');
          const change = c.req.valid('json');
          if (change.role !== undefined)
            return c.json(toUserDto(await changeRole(db, await findUser(email), change.role)));
          const target = await findUser(email);
          const [updated] = await db
            .update(users)
            .set({
              address: change.address,
              state: change.state,
              zip: change.zip,
              ...(change.name ? { name: change.name } : {}),
              ...(change.language ? { language: change.language } : {}),
            })
            .where(eq(users.id, target.id))
            .returning();
          return c.json(toUserDto(updated!));
        },
      )
  );
}

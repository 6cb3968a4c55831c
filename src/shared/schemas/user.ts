import * as v from 'valibot';
import { languages } from '../languages';
import { emailSchema, optionalText, requiredText } from './common';

export const zipSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{0,10}$/, 'Zip must be digits only.'));

/** What a user may change on their profile: never email or role. */
export const profileUpdateSchema = v.object({
  name: v.optional(requiredText('Name', 100)),
  address: optionalText('Address', 200),
  state: optionalText('State', 60),
  zip: zipSchema,
  /** The language of the person's pages, mail and push; left as it was when not sent. */
  language: v.optional(v.picklist(languages, 'The language must be en (English) or es (Spanish).')),
});
export type ProfileUpdate = v.InferOutput<typeof profileUpdateSchema>;

/** The roles an admin gives: `customer` is the absence of one (a painter made a customer again). */
export const userRoles = ['admin', 'painter', 'customer'] as const;
export type UserRole = (typeof userRoles)[number];

/** PUT /api/user/:email with a role (admin only): make admin, make a painter, or a painter back to customer. */
export const roleChangeSchema = v.object({
  role: v.picklist(userRoles, 'The role must be admin, painter or customer.'),
});

/** `?role=` of GET /api/users: only the users of that role (the admin picks a job's painters among `painter`). */
export const userListQuerySchema = v.object({
  role: v.optional(v.picklist(userRoles, 'role must be admin, painter or customer.')),
});

export const tokenExchangeSchema = v.object({
  name: v.optional(optionalText('Name', 100)),
  email: v.optional(v.string()),
  /** A renewal's last session token: the device's session continues, rather than a new one starting. */
  session: v.optional(v.pipe(v.string(), v.maxLength(4096, 'The session token is too long.'))),
});

export const loginSchema = v.object({
  email: emailSchema,
  password: v.pipe(v.string(), v.nonEmpty('Password is required.')),
});

export const signUpSchema = v.object({
  name: requiredText('Name', 100),
  ...loginSchema.entries,
  password: v.pipe(
    v.string(),
    v.nonEmpty('Password is required.'),
    v.minLength(6, 'Password must be at least 6 characters.'),
  ),
});

/** DELETE /api/me: the account's email, typed again, so that no slip of a finger deletes an account. */
export const accountDeletionSchema = v.object({
  confirm: v.pipe(
    v.string('Type your email to confirm.'),
    v.trim(),
    v.nonEmpty('Type your email to confirm.'),
    v.maxLength(254, 'Email is too long.'),
  ),
});
export type AccountDeletion = v.InferOutput<typeof accountDeletionSchema>;

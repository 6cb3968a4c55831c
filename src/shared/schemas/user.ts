import * as v from 'valibot';

export const zipSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{0,10}$/, 'Zip must be digits only.'));

/** What a user may change on their profile: never email or role. */
export const profileUpdateSchema = v.object({
  name: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Name is required.'),
      v.maxLength(100, 'Name must be at most 100 characters.'),
    ),
  ),
  address: v.pipe(
    v.string('Address is required.'),
    v.trim(),
    v.maxLength(200, 'Address must be at most 200 characters.'),
  ),
  state: v.pipe(v.string('State is required.'), v.trim(), v.maxLength(60, 'State must be at most 60 characters.')),
  zip: zipSchema,
});
export type ProfileUpdate = v.InferOutput<typeof profileUpdateSchema>;

export const makeAdminSchema = v.object({ role: v.literal('admin', 'The only role that can be given is admin.') });

export const tokenExchangeSchema = v.object({
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Name must be at most 100 characters.'))),
  email: v.optional(v.string()),
});

export const loginSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('Email is required.'), v.email('Enter a valid email address.')),
  password: v.pipe(v.string(), v.nonEmpty('Password is required.')),
});

export const signUpSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Name is required.'),
    v.maxLength(100, 'Name must be at most 100 characters.'),
  ),
  ...loginSchema.entries,
  password: v.pipe(
    v.string(),
    v.nonEmpty('Password is required.'),
    v.minLength(6, 'Password must be at least 6 characters.'),
  ),
});

import * as v from 'valibot';
import { languages } from '../languages';

/** A person's account: their profile, and their role if they have one. */
export const userAnswer = v.strictObject({
  _id: v.string(),
  name: v.string(),
  email: v.string(),
  /** Absent for a customer. A painter is never an admin. */
  role: v.optional(v.picklist(['admin', 'painter'])),
  address: v.string(),
  state: v.string(),
  zip: v.string(),
  language: v.picklist(languages),
});
export type User = v.InferOutput<typeof userAnswer>;

/** PUT /api/users/:email: the server's session token, sent as `Authorization: Bearer` from then on. */
export const sessionTokenAnswer = v.strictObject({ token: v.string() });
export type SessionToken = v.InferOutput<typeof sessionTokenAnswer>;

/** Public settings the client needs at run time, so one build serves every environment. */
export const clientConfigAnswer = v.strictObject({
  firebase: v.strictObject({
    apiKey: v.string(),
    authDomain: v.string(),
    projectId: v.string(),
    appId: v.optional(v.string()),
    emulatorUrl: v.optional(v.string()),
  }),
  /** Stripe with its publishable key, or the local test-mode gateway when no keys are set. */
  payments: v.variant('mode', [
    v.strictObject({ mode: v.literal('stripe'), publishableKey: v.string() }),
    v.strictObject({ mode: v.literal('test') }),
  ]),
});
export type ClientConfig = v.InferOutput<typeof clientConfigAnswer>;

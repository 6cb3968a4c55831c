import { Hono } from 'hono';
import * as v from 'valibot';
import { mailPreferencesSchema, mailTopics, unsubscribeQuerySchema } from '@/shared/schemas/mail-preferences';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { contract, jsonBody, queryOf } from '../http/contract';
import { ApiError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { preferencesOf, savePreferences, unsubscribe } from '../mail/mail-preferences';
import { readUnsubscribe } from '../mail/unsubscribe-token';

const mailPreferencesAnswer = mailPreferencesSchema;
const unsubscribedAnswer = v.object({
  topic: v.picklist(mailTopics),
  /** False when the link had been used already: nothing changed. */
  changed: v.boolean(),
});

/**
 * The mail a reader may turn off (review requests, reminders, news): chosen in the profile, or turned off in one
 * click from an email's List-Unsubscribe link (RFC 8058), which is signed and works once.
 */
export function mailPreferencesRoutes(
  { database: { db }, mail, rateLimits, rateLimitStore: store }: AppDeps,
  { signedIn }: Guards,
) {
  const tag = 'Mail preferences';
  return new Hono<{ Variables: AuthVariables }>()
    .get(
      '/mail/preferences',
      contract({
        tag,
        summary:
          "The caller's choice of the mail that may be turned off; receipts, invoices and sign-in mail always go",
        security: 'bearer',
        answers: { 200: mailPreferencesAnswer },
        refusals: [401],
      }),
      signedIn,
      async (c) => c.json(await preferencesOf(db, c.var.user.email)),
    )
    .put(
      '/mail/preferences',
      contract({
        tag,
        summary: "Sets the caller's choice of review requests, reminders and news",
        security: 'bearer',
        answers: { 200: mailPreferencesAnswer },
        refusals: [400, 401, 413, 415, 422],
      }),
      signedIn,
      jsonBody(mailPreferencesSchema),
      async (c) => c.json(await savePreferences(db, c.var.user.email, c.req.valid('json'))),
    )
    .post(
      '/mail/unsubscribe',
      contract({
        tag,
        summary: "Turns off one kind of mail for an email's address, from its List-Unsubscribe link (RFC 8058)",
        description:
          'Mail clients post `List-Unsubscribe=One-Click` as a form; the body is not read. The signed `token` names the address, the kind of mail and the email it came in; each works once, and a second use changes nothing.',
        security: 'none',
        answers: { 200: unsubscribedAnswer },
        refusals: [404, 422, 429],
      }),
      rateLimit({ name: 'unsubscribe', store, ...rateLimits.bookings }),
      queryOf(unsubscribeQuerySchema),
      async (c) => {
        const claim = readUnsubscribe(c.req.valid('query').token, mail.settings.unsubscribeKey);
        // A forged or cut token opens nothing, and says no more than that.
        if (!claim) throw new ApiError(404, 'not_found', 'This unsubscribe link is not valid.');
        return c.json({ topic: claim.topic, changed: await unsubscribe(db, claim) });
      },
    );
}

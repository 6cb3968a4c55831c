import { Hono } from 'hono';
import { accountDeletionSchema } from '@/shared/schemas/user';
import { accountExport, exportPhotoBytes, maxExportPhotoBytes } from '../account/account-export';
import { eraseAccount } from '../account/account-erasure';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { contract, jsonBody } from '../http/contract';
import { ApiError, invalidField } from '../http/errors';
import { byUser } from '../http/idempotency';
import { rateLimit } from '../http/rate-limit';
import { zipStream } from '../http/zip-stream';
import type { Money } from '../money/money';
import { log } from '../observability/log';

/** The data a person holds with the shop: theirs to take away, and theirs to have erased. */
export function meRoutes(
  { database: { db }, mail, firebaseAccounts, rateLimits, rateLimitStore: store, shopTimeZone }: AppDeps,
  { signedIn }: Guards,
  money: Money,
) {
  const tag = 'Accounts';
  return new Hono<{ Variables: AuthVariables }>()
    .get(
      '/me/export',
      contract({
        tag,
        summary: "Downloads the caller's data: a zip of JSON and photos",
        description:
          'account.json, orders.json, quote-requests.json, quotes.json, jobs.json, invoices.json, reviews.json, ' +
          'messages.json and visits.json, in the shapes this API answers them to their customer, and the photos of ' +
          "the caller's quote requests and jobs under photos/. Streamed as it is read. A few an hour per account.",
        security: 'bearer',
        answers: { 200: { media: 'application/zip', description: "The caller's data, as brushwork-data.zip." } },
        refusals: [401, 413, 429],
      }),
      signedIn,
      rateLimit({ name: 'data-exports', store, ...rateLimits.dataExports, keyOf: byUser }),
      async (c) => {
        if ((await exportPhotoBytes(db, c.var.user)) > maxExportPhotoBytes)
          throw new ApiError(413, 'too_large', 'Your photos are too many to download at once: please ask the shop.');
        return c.body(zipStream(accountExport(db, c.var.user, shopTimeZone)), 200, {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="brushwork-data.zip"',
          'Cache-Control': 'no-store',
        });
      },
    )
    .delete(
      '/me',
      contract({
        tag,
        summary: "Deletes the caller's account; what the books must keep stays, anonymised",
        description:
          "`confirm` is the account's email (422 for anything else). Erases the name, email, address, photos, " +
          'signatures, reviews, visits, messages, devices and sessions (every token of the account answers 401 ' +
          'from then on) and cancels unpaid orders; orders, quotes, jobs, invoices and the ledger stay, with their ' +
          "numbers, without the person. The Firebase user is deleted too. 409 for the shop's last admin, and for " +
          'a painter still on a job not yet completed.',
        security: 'bearer',
        answers: { 204: 'empty' },
        refusals: [400, 401, 409, 413, 415, 422],
      }),
      signedIn,
      jsonBody(accountDeletionSchema),
      async (c) => {
        const user = c.var.user;
        if (c.req.valid('json').confirm.toLowerCase() !== user.email)
          throw invalidField('confirm', 'Type the email of your account exactly as it is to delete it.');
        const erasure = await eraseAccount(db, { mailQueue: mail, money }, user);
        await firebaseAccounts.remove(erasure.firebase);
        // The sweep closes them too, should the gateway not answer now.
        for (const id of erasure.cancelledOrderIds)
          await money
            .closeIntents({ kind: 'order', id })
            .catch((error: unknown) =>
              log.error({ err: error, orderId: id }, 'Closing a cancelled order’s payment failed.'),
            );
        return c.body(null, 204);
      },
    );
}

import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { type Email, emailAnswer } from '@/shared/answers/shop';
import { pageQuerySchema } from '@/shared/schemas/paging';
import { isErasedEmail } from '../auth/erased-email';
import type { AuthVariables, Guards } from '../auth/middleware';
import type { AppDeps } from '../app-deps';
import { emails } from '../db/schema';
import { contract, idParams, queryOf } from '../http/contract';
import { ApiError, notFound } from '../http/errors';
import { pageOf, readTablePage, sendPage } from '../http/paging';
import type { EmailRow } from '../mail/mail-queue';

function toEmailDto(row: EmailRow): Email {
  return {
    _id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    sendAfter: row.sendAfter.toISOString(),
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The queue's emails (not its push notifications, which are the devices' own). */
const emailsOnly = eq(emails.channel, 'email');

/** The shop's outgoing mail for its admins: every email and its state, newest first, and a resend. */
export function emailsRoutes({ database: { db }, mail }: AppDeps, { admin }: Guards) {
  const tag = 'Shop';
  return (
    new Hono<{ Variables: AuthVariables }>()
      .get(
        '/emails',
        contract({
          tag,
          summary: "The shop's outgoing emails and their state, newest first, paged (admin)",
          security: 'bearer',
          answers: { 200: v.array(emailAnswer) },
          refusals: [401, 403, 422],
        }),
        ...admin,
        queryOf(pageQuerySchema),
        async (c) => {
          const { rows, total } = await readTablePage(
            db,
            emails,
            { where: emailsOnly, orderBy: [desc(emails.createdAt), asc(emails.id)] },
            pageOf(c.req.valid('query')),
          );
          return sendPage(c, rows.map(toEmailDto), total);
        },
      )
      /**
       * Sends an email again, sent or failed (or waiting, sooner): due now, with its tries counted afresh.
       * It keeps its Message-ID, so a mail client shows a resent email once. One whose secret parts were
       * dropped when it was sent gets fresh ones from its kind (a visit's email, a new manage link).
       */
      .post(
        '/emails/:id/resend',
        contract({
          tag,
          summary: 'Sends an email again, due now, its tries counted afresh (admin)',
          security: 'bearer',
          answers: { 200: emailAnswer },
          refusals: [401, 403, 404, 409, 413, 415],
        }),
        ...admin,
        idParams({ id: 'Email' }),
        async (c) => {
          const { id } = c.req.valid('param');
          const row = await db.transaction(async (tx) => {
            const [found] = await tx
              .select()
              .from(emails)
              .where(and(eq(emails.id, id), emailsOnly))
              .for('update');
            if (!found) return undefined;
            if (isErasedEmail(found.toAddress))
              throw new ApiError(409, 'conflict', 'The account of this address was deleted: nothing is sent to it.');
            const secrets = found.secrets ?? (await mail.renewSecrets(tx, found)) ?? null;
            const [resent] = await tx
              .update(emails)
              .set({ status: 'waiting', sendAfter: sql`now()`, attempts: 0, lastError: null, claimId: null, secrets })
              .where(eq(emails.id, id))
              .returning();
            return resent;
          });
          if (!row) throw notFound('Email');
          return c.json(toEmailDto(row));
        },
      )
  );
}

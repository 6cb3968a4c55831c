import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Email } from '@/shared/api-types';
import type { AuthVariables, Guards } from '../auth/middleware';
import type { AppDeps } from '../app-deps';
import { emails } from '../db/schema';
import { notFound } from '../http/errors';
import { readPage, readTablePage, sendPage } from '../http/paging';
import { readId } from '../http/validation';
import type { EmailRow } from '../mail/outbox';

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
  return (
    new Hono<{ Variables: AuthVariables }>()
      .get('/emails', ...admin, async (c) => {
        const { rows, total } = await readTablePage(
          db,
          emails,
          { where: emailsOnly, orderBy: [desc(emails.createdAt), asc(emails.id)] },
          readPage(c),
        );
        return sendPage(c, rows.map(toEmailDto), total);
      })
      /**
       * Sends an email again, sent or failed (or waiting, sooner): due now, with its tries counted afresh.
       * It keeps its Message-ID, so a mail client shows a resent email once. One whose secret parts were
       * dropped when it was sent gets fresh ones from its kind (a visit's email, a new manage link).
       */
      .post('/emails/:id/resend', ...admin, async (c) => {
        const id = readId(c, 'Email');
        const row = await db.transaction(async (tx) => {
          const [found] = await tx
            .select()
            .from(emails)
            .where(and(eq(emails.id, id), emailsOnly))
            .for('update');
          if (!found) return undefined;
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
      })
  );
}

import { asc, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Message } from '@/shared/api-types';
import { messageSchema, messageHandledSchema } from '@/shared/schemas/message';
import type { AppDeps } from '../app-deps';
import { type AuthVariables, type Guards } from '../auth/middleware';
import { contactMessages } from '../db/schema';
import { notFound } from '../http/errors';
import { anyone, replayFirst, runIdempotent } from '../http/idempotency';
import { readPage, readTablePage, sendPage } from '../http/paging';
import { rateLimit } from '../http/rate-limit';
import { readId, readJson } from '../http/validation';

function toMessageDto(row: typeof contactMessages.$inferSelect): Message {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    msg: row.message,
    date: row.createdAt.toISOString(),
    handled: row.handledAt !== null,
  };
}

export function messagesRoutes(
  { database: { db }, rateLimits, rateLimitStore: store, mail }: AppDeps,
  { admin }: Guards,
) {
  return new Hono<{ Variables: AuthVariables }>()
    .post(
      '/msg',
      replayFirst(db, anyone),
      rateLimit({ name: 'contact-messages', store, ...rateLimits.contactMessages }),
      async (c) => {
        const input = await readJson(c, messageSchema);
        // Not scoped by address: a phone that changes network between a send and its replay must still find its key.
        return runIdempotent(c, db, anyone(c), async (tx) => {
          const [stored] = await tx
            .insert(contactMessages)
            .values({ name: input.name, email: input.email, subject: input.subject, message: input.msg })
            .returning({ id: contactMessages.id });
          // Anyone may write, so one sender's notices to the shop are limited by the hour.
          await mail.queueEmail(
            tx,
            mail.settings.shopEmail,
            {
              kind: 'shop-contact-message',
              data: { name: input.name, email: input.email, subject: input.subject, message: input.msg },
            },
            { replyTo: input.email, anonymous: true },
          );
          return { status: 201, body: { _id: stored!.id, acknowledged: true } };
        });
      },
    )
    .get('/messages', ...admin, async (c) => {
      const { rows, total } = await readTablePage(
        db,
        contactMessages,
        { orderBy: [desc(contactMessages.createdAt), asc(contactMessages.id)] },
        readPage(c),
      );
      return sendPage(c, rows.map(toMessageDto), total);
    })
    .patch('/messages/:id', ...admin, async (c) => {
      const id = readId(c, 'Message');
      const { handled } = await readJson(c, messageHandledSchema);
      const [row] = await db
        .update(contactMessages)
        // Marking it handled again keeps the first time it was handled.
        .set({ handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, now())` : null })
        .where(eq(contactMessages.id, id))
        .returning();
      if (!row) throw notFound('Message');
      return c.json(toMessageDto(row));
    });
}

import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { type Message, messageAnswer, messageReceiptAnswer } from '@/shared/answers/shop';
import { messageHandledSchema, messageReplySchema, messageSchema } from '@/shared/schemas/message';
import { pageQuerySchema } from '@/shared/schemas/paging';
import type { AppDeps } from '../app-deps';
import { type AuthVariables, type Guards } from '../auth/middleware';
import type { Database, Transaction } from '../db/client';
import { contactMessages, messageReplies } from '../db/schema';
import { contract, idParams, jsonBody, queryOf } from '../http/contract';
import { notFound } from '../http/errors';
import { anyone, byUser, replayFirst, runIdempotent } from '../http/idempotency';
import { pageOf, readTablePage, sendPage } from '../http/paging';
import { rateLimit } from '../http/rate-limit';

type MessageRow = typeof contactMessages.$inferSelect;
type ReplyRow = typeof messageReplies.$inferSelect;

function toMessageDto(row: MessageRow, replies: ReplyRow[]): Message {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    msg: row.message,
    date: row.createdAt.toISOString(),
    handled: row.handledAt !== null,
    replies: replies.map((reply) => ({ text: reply.text, date: reply.createdAt.toISOString() })),
  };
}

/** The messages with their replies, oldest reply first. */
export async function withReplies(db: Database | Transaction, rows: MessageRow[]): Promise<Message[]> {
  const replies =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(messageReplies)
          .where(
            inArray(
              messageReplies.messageId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(messageReplies.createdAt), asc(messageReplies.id));
  return rows.map((row) =>
    toMessageDto(
      row,
      replies.filter((reply) => reply.messageId === row.id),
    ),
  );
}

export function messagesRoutes(
  { database: { db }, rateLimits, rateLimitStore: store, mail }: AppDeps,
  { admin }: Guards,
) {
  const tag = 'Messages';
  return new Hono<{ Variables: AuthVariables }>()
    .post(
      '/msg',
      contract({
        tag,
        summary: 'Sends the shop a message from its contact form (replayable with an Idempotency-Key)',
        security: 'none',
        answers: { 201: messageReceiptAnswer },
        refusals: [400, 409, 413, 415, 422, 429],
      }),
      replayFirst(db, anyone),
      rateLimit({ name: 'contact-messages', store, ...rateLimits.contactMessages }),
      jsonBody(messageSchema),
      async (c) => {
        const input = c.req.valid('json');
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
    .get(
      '/messages',
      contract({
        tag,
        summary: 'The contact messages, newest first, paged (admin)',
        security: 'bearer',
        answers: { 200: v.array(messageAnswer) },
        refusals: [401, 403, 422],
      }),
      ...admin,
      queryOf(pageQuerySchema),
      async (c) => {
        const { rows, total } = await readTablePage(
          db,
          contactMessages,
          { orderBy: [desc(contactMessages.createdAt), asc(contactMessages.id)] },
          pageOf(c.req.valid('query')),
        );
        return sendPage(c, await withReplies(db, rows), total);
      },
    )
    .patch(
      '/messages/:id',
      contract({
        tag,
        summary: 'Marks a contact message handled, or waiting again (admin)',
        security: 'bearer',
        answers: { 200: messageAnswer },
        refusals: [400, 401, 403, 404, 413, 415, 422],
      }),
      ...admin,
      idParams({ id: 'Message' }),
      jsonBody(messageHandledSchema),
      async (c) => {
        const { handled } = c.req.valid('json');
        const [row] = await db
          .update(contactMessages)
          // Marking it handled again keeps the first time it was handled.
          .set({ handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, now())` : null })
          .where(eq(contactMessages.id, c.req.valid('param').id))
          .returning();
        if (!row) throw notFound('Message');
        const [message] = await withReplies(db, [row]);
        return c.json(message!);
      },
    )
    .post(
      '/messages/:id/reply',
      contract({
        tag,
        summary: 'Answers a contact message by mail to its sender, kept with it and marking it handled (admin)',
        security: 'bearer',
        answers: { 201: messageAnswer },
        refusals: [400, 401, 403, 404, 409, 413, 415, 422],
      }),
      ...admin,
      replayFirst(db, byUser),
      idParams({ id: 'Message' }),
      jsonBody(messageReplySchema),
      async (c) => {
        const { text } = c.req.valid('json');
        return runIdempotent(c, db, byUser(c), async (tx) => {
          const [row] = await tx
            .update(contactMessages)
            .set({ handledAt: sql`coalesce(${contactMessages.handledAt}, now())` })
            .where(eq(contactMessages.id, c.req.valid('param').id))
            .returning();
          if (!row) throw notFound('Message');
          await tx.insert(messageReplies).values({ messageId: row.id, text, repliedBy: byUser(c) });
          await mail.queueEmail(
            tx,
            row.email,
            {
              kind: 'message-reply',
              data: { name: row.name, subject: row.subject, reply: text },
            },
            { replyTo: mail.settings.shopEmail },
          );
          const [message] = await withReplies(tx, [row]);
          return { status: 201, body: message! };
        });
      },
    );
}

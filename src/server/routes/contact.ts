import { Hono } from 'hono';
import { contactMessageSchema } from '@/shared/schemas/contact';
import type { AppDeps } from '../app-deps';
import { contactMessages } from '../db/schema';
import { runIdempotent } from '../http/idempotency';
import { rateLimit } from '../http/rate-limit';
import { readJson } from '../http/validation';

export function contactRoutes({ database: { db }, rateLimits }: AppDeps) {
  return new Hono().post('/msg', rateLimit(rateLimits.contactMessages), async (c) => {
    const input = await readJson(c, contactMessageSchema);
    // Not scoped by address: a phone that changes network between a send and its replay must still find its key.
    return runIdempotent(c, db, 'anyone', async (tx) => {
      const [stored] = await tx
        .insert(contactMessages)
        .values({ name: input.name, email: input.email, subject: input.subject, message: input.msg })
        .returning({ id: contactMessages.id });
      return { status: 201, body: { _id: stored!.id, acknowledged: true } };
    });
  });
}

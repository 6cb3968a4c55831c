import { Hono } from 'hono';
import { contactMessageSchema } from '@/shared/schemas/contact';
import type { AppDeps } from '../app-deps';
import { contactMessages } from '../db/schema';
import { runIdempotent } from '../http/idempotency';
import { clientAddress, rateLimit } from '../http/rate-limit';
import { readJson } from '../http/validation';

export function contactRoutes({ database: { db }, rateLimits }: AppDeps) {
  return new Hono().post('/msg', rateLimit(rateLimits.contactMessages), async (c) => {
    const input = await readJson(c, contactMessageSchema);
    return runIdempotent(c, db, clientAddress(c), async (tx) => {
      const [stored] = await tx
        .insert(contactMessages)
        .values({ name: input.name, email: input.email, subject: input.subject, message: input.msg })
        .returning({ id: contactMessages.id });
      return { status: 201, body: { _id: stored!.id, acknowledged: true } };
    });
  });
}

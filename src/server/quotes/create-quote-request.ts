import { and, eq, inArray, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import type { QuoteRequest } from '@/shared/answers/quotes';
import type { quoteRequestSchema } from '@/shared/schemas/quote';
import type { SessionUser } from '../auth/middleware';
import { bookings, quotePhotos, quoteRequests } from '../db/schema';
import { ApiError, invalidField } from '../http/errors';
import type { MailQueue } from '../mail/mail-queue';
import { ownedVisit } from '../visits/visit-access';
import { toQuoteRequestDto } from './quote-request-dto';
import type { Transaction } from '../db/client';
import { siteAddress } from '@/shared/quote-labels';

type QuoteRequestFields = v.InferOutput<typeof quoteRequestSchema>;

/** A visit named by the request must be one the customer may see: theirs, or any for an admin. */
async function checkVisit(tx: Transaction, visitId: string, user: SessionUser) {
  const [visit] = await tx.select({ id: bookings.id }).from(bookings).where(ownedVisit(visitId, user));
  if (!visit) {
    const message = 'This visit is not one of yours.';
    throw invalidField('visitId', message);
  }
}

/**
 * Claims the request's photos for it, each only if it is the customer's and no request has it yet; a photo
 * claimed by a request racing this one is found taken once that one commits. Refuses on the first photo
 * that cannot be claimed, naming it by its place in `photoIds`, and the transaction keeps nothing.
 */
async function claimPhotos(tx: Transaction, requestId: string, photoIds: string[], userId: string) {
  if (photoIds.length === 0) return;
  const claimed = await tx
    .update(quotePhotos)
    .set({ requestId })
    .where(and(inArray(quotePhotos.id, photoIds), eq(quotePhotos.userId, userId), isNull(quotePhotos.requestId)))
    .returning({ id: quotePhotos.id });
  const ids = new Set(claimed.map((photo) => photo.id));
  const missing = photoIds.findIndex((id) => !ids.has(id));
  if (missing === -1) return;
  const message = `Photo ${missing + 1} is not among your photos waiting for a request; add it again.`;
  throw new ApiError(422, 'invalid', message, [{ path: `photoIds.${missing}`, message }]);
}

/** A customer's request for a quote, its photos claimed and the shop told, in the caller's transaction. */
export async function createQuoteRequest(
  tx: Transaction,
  mailQueue: MailQueue,
  input: QuoteRequestFields,
  user: SessionUser,
): Promise<QuoteRequest> {
  if (input.visitId) await checkVisit(tx, input.visitId, user);
  const [row] = await tx
    .insert(quoteRequests)
    .values({
      userId: user.id,
      address: input.address,
      siteState: input.siteState,
      siteZip: input.siteZip,
      rooms: input.rooms,
      notes: input.notes,
      photoIds: input.photoIds,
      visitId: input.visitId ?? null,
    })
    .returning();
  await claimPhotos(tx, row!.id, input.photoIds, user.id);
  await mailQueue.queueEmail(
    tx,
    mailQueue.settings.shopEmail,
    {
      kind: 'quote-requested',
      data: {
        requestId: row!.id,
        customerName: user.name,
        customerEmail: user.email,
        address: siteAddress(input),
        rooms: input.rooms,
        notes: input.notes,
        photoCount: input.photoIds.length,
      },
    },
    { replyTo: user.email },
  );
  return toQuoteRequestDto(tx, row!, user);
}

import { eq } from 'drizzle-orm';
import type { JobPhoto } from '@/shared/answers/jobs';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { pushSubscriptions, userSessions } from '../db/schema';
import { jsonRequest, placedOrder, type TestApp } from './app';
import { createReview, createTool } from './factories';
import { type Person, scheduledJob } from './jobs';
import { payOrder } from './paid-orders';
import { createQuoteRequest } from './quotes';
import { photoBytes, requestedQuote, uploadedPhoto } from './quote-requests';
import { freeSlots, visitBody } from './visits';

type World = { app: TestApp; database: DatabaseHandle; admin: Person };

let sequence = 0;

/** A progress photo of `jobId` taken by `painter`, as its phone sends it, with the bytes it sent. */
async function progressPhoto(app: TestApp, painter: Person, jobId: string) {
  sequence += 1;
  const bytes = Buffer.concat([photoBytes.jpeg, Buffer.from(`progress ${sequence}`)]);
  const form = new FormData();
  form.append('jobId', jobId);
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'progress.jpg');
  const response = await app.request('/api/job-photos', { method: 'POST', body: form, headers: painter.auth });
  if (response.status !== 201) throw new Error(`Uploading a progress photo answered ${response.status}.`);
  return { photo: (await response.json()) as JobPhoto, bytes };
}

/**
 * Something of each kind the shop keeps of `customer`, made as they and the shop make it: a paid order and an unpaid
 * one, a quote request with a photo, a request never quoted, a job painted by `painter` with a progress photo, a
 * review, a contact message and a visit booked signed in, mail choices, and a device told of news.
 */
export async function customerWithData({ app, database, admin }: World, customer: Person, painter: Person) {
  const tool = await createTool(database.db, { availableQuantity: 50 });
  const paidOrder = await payOrder(app, customer.auth, await placedOrder(app, customer.auth, tool.id, 2));
  const unpaidOrder: Order = await placedOrder(app, customer.auth, tool.id, 3);
  const requestPhoto = await uploadedPhoto(app, customer.auth);
  const request = await requestedQuote(app, customer.auth, [requestPhoto._id]);
  const unquoted = await createQuoteRequest(database.db, customer.user.id);
  const job = await scheduledJob(app, database, { admin, customer, painters: [painter] });
  const jobPhoto = await progressPhoto(app, painter, job._id);
  const review = await createReview(database.db, { userId: customer.user.id, name: customer.user.name });
  const message = { name: customer.user.name, email: customer.user.email, subject: 'Colours', msg: 'Which grey?' };
  if ((await app.request('/api/msg', jsonRequest('POST', message))).status !== 201) throw new Error('No message.');
  const [slot] = await freeSlots(app);
  const booked = await app.request(
    '/api/bookings',
    jsonRequest('POST', visitBody(slot!.start, { email: customer.user.email }), customer.auth),
  );
  if (booked.status !== 201) throw new Error(`Booking a visit answered ${booked.status}.`);
  const visit = (await booked.json()) as { _id: string };
  await app.request(
    '/api/mail/preferences',
    jsonRequest('PUT', { reviews: false, reminders: true, news: false }, customer.auth),
  );
  const [session] = await database.db.select().from(userSessions).where(eq(userSessions.userId, customer.user.id));
  sequence += 1;
  await database.db.insert(pushSubscriptions).values({
    userId: customer.user.id,
    sessionId: session!.id,
    endpoint: `https://fcm.googleapis.com/fcm/send/account-data-${sequence}-${Date.now()}`,
    p256dh: 'p256dh',
    auth: 'auth',
  });
  return {
    tool,
    paidOrder,
    unpaidOrder,
    request,
    requestPhoto: { id: requestPhoto._id, bytes: await photoBytesOf(app, customer, requestPhoto.url) },
    unquoted,
    job,
    jobPhoto: { id: jobPhoto.photo._id, bytes: jobPhoto.bytes },
    review,
    visit,
  };
}

const photoBytesOf = async (app: TestApp, person: Person, url: string) =>
  Buffer.from(await (await app.request(url, { headers: person.auth })).arrayBuffer());

export type CustomerData = Awaited<ReturnType<typeof customerWithData>>;

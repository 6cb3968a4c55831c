import type { AdminJob, Invoice, JobExtra, JobPhoto } from '@/shared/answers/jobs';
import { jsonRequest } from './app';
import { adminOnly, type MatrixWorld, type Row, signedIn } from './authorization-rows';
import { extraBody, minutesFromNow, quoteForJob, scheduledJob } from './jobs';
import { photoBytes } from './quote-requests';
import { pngSignature, shopDay } from './quotes';
import { paidAtGateway } from './money';
import { changeRows } from './authorization-change-rows';

/** What only the job's crew does: its painter; an admin or its customer (the owner) 403; anyone else 404. */
const crewOnly = (status: number) => ({
  anonymous: 401,
  owner: 403,
  other: 404,
  admin: 403,
  painter: status,
  otherPainter: 404,
});
/** What the job's people read: the admin, its painter, its customer; anyone else 404. */
const jobsPeople = (status: number) => ({ ...crewOnly(status), owner: status, admin: status });
/** The invoice's customer reads and pays it; an admin reads it but pays nothing for them. */
const invoiceReaders = { anonymous: 401, owner: 200, other: 404, admin: 200, painter: 404, otherPainter: 404 };
const invoicePayers = { ...invoiceReaders, admin: 403 };

/** The matrix rows of painting jobs, each on a fresh job of the owner's quote, the world's painter on it. */
export function jobRows(world: MatrixWorld): Row[] {
  const newJob = () =>
    scheduledJob(world.app, world.database, { admin: world.admin, customer: world.owner, painters: [world.painter] });
  const call = async (method: string, path: string, auth: Record<string, string>, body?: unknown) => {
    const response = await world.app.request(
      path,
      body === undefined ? { method, headers: auth } : jsonRequest(method, body, auth),
    );
    return response.json();
  };
  /** A progress photo's form, on a fresh job. */
  const photoOfNewJob = async (type: 'png' | 'webp') => {
    const form = new FormData();
    form.append('jobId', (await newJob())._id);
    form.append('image', new Blob([new Uint8Array(photoBytes[type])], { type: `image/${type}` }), `room.${type}`);
    return form;
  };
  /** A fresh job signed off by its painter: its invoice open. */
  async function invoiced() {
    const job = await newJob();
    await call('POST', `/api/jobs/${job._id}/complete`, world.painter.auth, {
      signedName: 'Matrix Owner',
      signature: pngSignature,
    });
    const { invoice } = (await call('GET', `/api/jobs/${job._id}`, world.admin.auth)) as AdminJob;
    return (await call('GET', `/api/invoices/${invoice!._id}`, world.admin.auth)) as Invoice;
  }
  /** A paid intent for the balance of a fresh invoice, as the card form leaves it. */
  async function paidBalance() {
    const invoice = await invoiced();
    const transactionId = await paidAtGateway(
      world.database.db,
      { invoiceId: invoice._id },
      Math.round(invoice.balance * 100),
    );
    return { invoice, transactionId };
  }
  /** A call on a fresh job; its body made when called, once the world's people exist. */
  const onJob = (method: string, route: string, body: () => unknown, expect: Row['expect']): Row => ({
    method,
    route,
    prepare: async () => ({ path: route.replace(':id', (await newJob())._id).replace(':index', '0'), body: body() }),
    expect,
  });
  // Two minutes of work just done: within the shop's allowance for a device's clock of the job's scheduling.
  const entry = () => ({ start: minutesFromNow(-3), end: minutesFromNow(-1) });

  return [
    {
      method: 'POST',
      route: '/api/jobs',
      prepare: async () => {
        const { quote } = await quoteForJob(world.database, world.owner.user.id);
        return {
          path: '/api/jobs',
          body: { quoteId: quote.id, days: [shopDay(1)], painterIds: [world.painter.user.id] },
        };
      },
      expect: adminOnly(201),
    },
    onJob('PUT', '/api/jobs/:id', () => ({ days: [shopDay(3)], painterIds: [world.painter.user.id] }), adminOnly(200)),
    {
      method: 'GET',
      route: '/api/jobs',
      prepare: async () => ({ path: '/api/jobs' }),
      expect: adminOnly(200),
    },
    {
      method: 'GET',
      route: '/api/jobs/mine',
      prepare: async () => ({ path: '/api/jobs/mine' }),
      expect: signedIn(200),
    },
    {
      method: 'GET',
      route: '/api/projects/mine',
      prepare: async () => ({ path: '/api/projects/mine' }),
      expect: signedIn(200),
    },
    onJob('GET', '/api/jobs/:id', () => undefined, jobsPeople(200)),
    onJob('POST', '/api/jobs/:id/on-my-way', () => undefined, crewOnly(200)),
    onJob('POST', '/api/jobs/:id/time', entry, crewOnly(201)),
    onJob('PATCH', '/api/jobs/:id/rooms/:index', () => ({ done: true }), crewOnly(200)),
    onJob('POST', '/api/jobs/:id/notes', () => ({ text: 'Matrix note.' }), crewOnly(201)),
    onJob(
      'POST',
      '/api/jobs/:id/complete',
      () => ({ signedName: 'Matrix Owner', signature: pngSignature }),
      crewOnly(200),
    ),
    onJob('POST', '/api/jobs/:id/extras', () => extraBody, adminOnly(201)),
    {
      method: 'DELETE',
      route: '/api/jobs/:id/extras/:extraId',
      prepare: async () => {
        const job = await newJob();
        const extra = (await call('POST', `/api/jobs/${job._id}/extras`, world.admin.auth, extraBody)) as JobExtra;
        return { path: `/api/jobs/${job._id}/extras/${extra._id}` };
      },
      expect: adminOnly(204),
    },
    {
      method: 'POST',
      route: '/api/job-photos',
      prepare: async () => ({ path: '/api/job-photos', form: await photoOfNewJob('webp') }),
      expect: crewOnly(201),
    },
    {
      method: 'GET',
      route: '/api/job-photos/:id',
      prepare: async () => {
        const response = await world.app.request('/api/job-photos', {
          method: 'POST',
          body: await photoOfNewJob('png'),
          headers: world.painter.auth,
        });
        return { path: ((await response.json()) as JobPhoto).url };
      },
      expect: jobsPeople(200),
    },
    {
      method: 'GET',
      route: '/api/invoices/:id',
      prepare: async () => ({ path: `/api/invoices/${(await invoiced())._id}` }),
      expect: invoiceReaders,
    },
    {
      method: 'PATCH',
      route: '/api/invoices/:id/payment',
      prepare: async () => {
        const { invoice, transactionId } = await paidBalance();
        return { path: `/api/invoices/${invoice._id}/payment`, body: { transactionId } };
      },
      expect: invoicePayers,
    },
    {
      method: 'POST',
      route: '/api/create-payment-intent',
      prepare: async () => ({ path: '/api/create-payment-intent', body: { invoiceId: (await invoiced())._id } }),
      expect: invoicePayers,
    },
    ...changeRows(world, newJob, call, crewOnly),
  ];
}

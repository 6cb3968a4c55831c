import { eq } from 'drizzle-orm';
import type { AdminJob, Invoice } from '@/shared/answers/jobs';
import type { DatabaseHandle } from '../db/client';
import {
  jobDays,
  jobDepartures,
  jobExtras,
  jobNotes,
  jobRoomChecks,
  jobs,
  jobTimeEntries,
  invoices,
  payments,
  users,
} from '../db/schema';
import { jsonRequest, signedInUser, type TestApp } from './app';
import type { BadInputWorld, JobsWorld, WriteRoute } from './bad-input-world';
import { extraBody, minutesFromNow, type Person, quoteForJob, scheduledJob, signedInPainter } from './jobs';
import { pngSignature, shopDay } from './quotes';
import { paidAtGateway } from './money';

/** The jobs world of `customer`'s quotes, scheduled by `admin` with a new painter, through the API. */
export async function jobsWorld(
  app: TestApp,
  database: DatabaseHandle,
  { admin, customer }: { admin: Person; customer: Person },
): Promise<JobsWorld> {
  const painter = await signedInPainter(database);
  const schedule = () => scheduledJob(app, database, { admin, customer, painters: [painter] });
  const read = async (path: string) => (await app.request(path, { headers: admin.auth })).json();
  async function invoiced() {
    const job = await schedule();
    const signedOff = await app.request(
      `/api/jobs/${job._id}/complete`,
      jsonRequest('POST', { signedName: 'Ana Customer', signature: pngSignature }, painter.auth),
    );
    if (signedOff.status !== 200) throw new Error(`Signing a job off answered ${signedOff.status}.`);
    const { invoice } = (await read(`/api/jobs/${job._id}`)) as AdminJob;
    return (await read(`/api/invoices/${invoice!._id}`)) as Invoice;
  }
  const paid = await invoiced();
  const transactionId = await paidAtGateway(database.db, { invoiceId: paid._id }, Math.round(paid.balance * 100));
  return {
    painter,
    roleTargetEmail: (await signedInUser(database)).user.email,
    quoteId: (await quoteForJob(database, customer.user.id)).quote.id,
    siteId: (await schedule())._id,
    signOffId: (await schedule())._id,
    openInvoiceId: (await invoiced())._id,
    paidInvoice: { id: paid._id, transactionId },
  };
}

/**
 * The writes of painting jobs that take a JSON body, each by the caller it is for: the admin schedules, moves
 * and prices; the job's painter acts on site; its customer pays. Each valid body is taken as it is, so the
 * refusals are of the input alone.
 */
export function jobWriteRoutes(world: BadInputWorld): WriteRoute[] {
  const admin = () => world.admin.auth;
  const painter = () => world.jobs.painter.auth;
  const site =
    (path = '') =>
    () =>
      `/api/jobs/${world.jobs.siteId}${path}`;
  return [
    {
      name: 'POST /jobs',
      method: 'POST',
      path: () => '/api/jobs',
      auth: admin,
      valid: () => ({ quoteId: world.jobs.quoteId, days: [shopDay(1)], painterIds: [world.jobs.painter.user.id] }),
      table: jobs,
      taken: 201,
    },
    {
      // One day where the job has two: a move wrongly taken changes the count of its days.
      name: 'PUT /jobs/:id',
      method: 'PUT',
      path: site(),
      auth: admin,
      valid: () => ({ days: [shopDay(0)], painterIds: [world.jobs.painter.user.id] }),
      table: jobDays,
      taken: 200,
    },
    {
      name: 'POST /jobs/:id/on-my-way',
      method: 'POST',
      path: site('/on-my-way'),
      auth: painter,
      valid: () => ({ at: minutesFromNow(-1) }),
      table: jobDepartures,
      taken: 200,
      // No body, or one without its time, is the tap at the shop's now.
      takes: ['missing fields'],
    },
    {
      // Two minutes of work just done: within the shop's allowance for a device's clock of the job's scheduling.
      name: 'POST /jobs/:id/time',
      method: 'POST',
      path: site('/time'),
      auth: painter,
      valid: () => ({ start: minutesFromNow(-3), end: minutesFromNow(-1), note: 'Filled the crack first.' }),
      table: jobTimeEntries,
      taken: 201,
    },
    {
      name: 'PATCH /jobs/:id/rooms/:index',
      method: 'PATCH',
      path: site('/rooms/0'),
      auth: painter,
      valid: () => ({ done: true }),
      table: jobRoomChecks,
      taken: 200,
    },
    {
      name: 'POST /jobs/:id/notes',
      method: 'POST',
      path: site('/notes'),
      auth: painter,
      valid: () => ({ text: 'The north wall needs a second coat.' }),
      table: jobNotes,
      taken: 201,
    },
    {
      // No `taken`: the tricky text is longer than a unit may be.
      name: 'POST /jobs/:id/extras',
      method: 'POST',
      path: site('/extras'),
      auth: admin,
      valid: () => ({ ...extraBody }),
      table: jobExtras,
    },
    {
      name: 'POST /jobs/:id/complete',
      method: 'POST',
      path: () => `/api/jobs/${world.jobs.signOffId}/complete`,
      auth: painter,
      valid: () => ({ signedName: 'Ana Customer', signature: pngSignature }),
      table: invoices,
      taken: 200,
    },
    {
      name: 'PATCH /invoices/:id/payment',
      method: 'PATCH',
      path: () => `/api/invoices/${world.jobs.paidInvoice.id}/payment`,
      auth: () => world.customer.auth,
      valid: () => ({ transactionId: world.jobs.paidInvoice.transactionId }),
      table: payments,
      taken: 200,
    },
    {
      // No `taken`: a role is one of three words, and the tricky text is none of them.
      name: 'PUT /user/:email with a role',
      method: 'PUT',
      path: () => `/api/user/${world.jobs.roleTargetEmail}`,
      auth: admin,
      valid: () => ({ role: 'painter' }),
      table: users,
      kept: async (db) =>
        (await db.select({ role: users.role }).from(users).where(eq(users.email, world.jobs.roleTargetEmail)))[0],
    },
  ];
}

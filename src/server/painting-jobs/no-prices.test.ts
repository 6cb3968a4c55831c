import { describe, expect, it } from 'vitest';
import type { AdminJob } from '@/shared/answers/jobs';
import type { DatabaseHandle } from '../db/client';
import type { TestApp } from '../test/app';
import { type JobCalls, minutesFromNow, type Person, scheduledJob, useJobTestApp } from '../test/jobs';
import { photoBytes } from '../test/quote-requests';

let database: DatabaseHandle, app: TestApp, calls: JobCalls;
let admin: Person, customer: Person, painter: Person;
useJobTestApp((world) => ({ database, app, calls, admin, customer, pat: painter } = world));

/** Field names that carry money anywhere in the shop's answers. */
const moneyField = /price|total|amount|deposit|balance|cents|paid|invoice|extras|cost|charge|refund/i;
/** An amount of money as text: "$975.00", "$ 12", "USD 80". */
const moneyText = /\$\s?\d|\busd\s?\d/i;

/** Every key and text of `value`, with its path: what the scan reads. */
function* leaves(value: unknown, path = ''): Generator<{ path: string; key: string; text?: string }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* leaves(item, `${path}[${index}]`);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      yield { path: `${path}.${key}`, key };
      yield* leaves(inner, `${path}.${key}`);
    }
  } else if (typeof value === 'string') yield { path, key: '', text: value };
}

/** The places in `answer` where money shows: a money field, or an amount written in text. */
const moneyIn = (answer: unknown) =>
  [...leaves(answer)]
    .filter(({ key, text }) => moneyField.test(key) || (text !== undefined && moneyText.test(text)))
    .map(({ path }) => path);

describe("a painter's answers never carry a price", () => {
  it('the scan finds the money in the admin’s view of the same job (so it can fail)', async () => {
    const job = await scheduledJob(app, database, { admin, customer, painters: [painter] });
    await calls.extra(admin.auth, job._id, {
      description: 'Extra coat ($40 a room)',
      quantity: 1,
      unit: 'each',
      unitPrice: 40,
    });
    const admins = (await calls.read(admin.auth, job._id)).body as AdminJob;
    expect(moneyIn(admins)).toEqual(
      expect.arrayContaining(['.quoteTotal', '.depositPaid', '.extrasTotal', '.extras', '.extras[0].unitPrice']),
    );
  });

  it('on every call a painter makes, through the whole day and once the job is invoiced', async () => {
    const job = await scheduledJob(app, database, { admin, customer, painters: [painter] });
    await calls.extra(admin.auth, job._id);
    const answers: [string, unknown][] = [];
    const keep = async (name: string, answer: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await answer;
      expect(status, name).toBeLessThan(300);
      answers.push([name, body]);
    };
    const start = minutesFromNow(-2);
    await keep('GET /jobs/mine', calls.call('GET', '/api/jobs/mine', painter.auth));
    await keep('GET /jobs/:id', calls.read(painter.auth, job._id));
    await keep('on my way', calls.onMyWay(painter.auth, job._id));
    await keep('clock in', calls.time(painter.auth, job._id, { start }));
    await keep('room', calls.room(painter.auth, job._id, 0, true));
    await keep('note', calls.note(painter.auth, job._id, 'Two coats on the north wall.'));
    const form = new FormData();
    form.append('jobId', job._id);
    form.append('image', new Blob([new Uint8Array(photoBytes.png)], { type: 'image/png' }), 'wall.png');
    const photo = await app.request('/api/job-photos', { method: 'POST', body: form, headers: painter.auth });
    await keep('photo', Promise.resolve({ status: photo.status, body: await photo.json() }));
    await keep('clock out', calls.time(painter.auth, job._id, { start, end: new Date().toISOString() }));
    await keep('complete', calls.complete(painter.auth, job._id));
    await keep('GET /jobs/:id invoiced', calls.read(painter.auth, job._id));
    await keep('GET /jobs/mine invoiced', calls.call('GET', '/api/jobs/mine', painter.auth));

    for (const [name, body] of answers) expect(moneyIn(body), name).toEqual([]);
    // What the painter can reach of the money: nothing.
    const invoiceId = ((await calls.read(admin.auth, job._id)).body as AdminJob).invoice!._id;
    expect((await calls.call('GET', `/api/invoices/${invoiceId}`, painter.auth)).status).toBe(404);
    expect((await calls.call('GET', `/api/quotes/${job.quoteId}`, painter.auth)).status).toBe(404);
  });
});

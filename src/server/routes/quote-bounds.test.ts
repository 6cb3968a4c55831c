import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import type { TestApp } from '../test/app';
import { createQuoteRequest, quoteBody, quoteCalls } from '../test/quotes';
import { type Person, useTestAppWithPeople } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp, admin: Person, customer: Person;
useTestAppWithPeople((opened) => ({ database, app, admin, customer } = opened));

const create = async (overrides: Parameters<typeof quoteBody>[1]) =>
  quoteCalls(app).create(
    admin.auth,
    quoteBody((await createQuoteRequest(database.db, customer.user.id)).id, overrides),
  );

/** What a quote may say, at its edges: only what the database can keep and a card can pay. */
describe('POST /api/quotes at the edges', () => {
  it('refuses a day no calendar has (422 on validUntil), never a 500', async () => {
    for (const validUntil of ['2031-02-30', '2031-11-31', '2031-02-29']) {
      const { status, body } = await create({ validUntil });
      expect(status, validUntil).toBe(422);
      expect(body).toMatchObject({
        error: { issues: [{ path: 'validUntil', message: 'Valid until must be a real day.' }] },
      });
    }
    expect((await create({ validUntil: '2032-02-29' })).status).toBe(201);
  });

  it('refuses a deposit under $0.50 that no card can pay, and allows 0% for none', async () => {
    const lines = [{ description: 'Touch-up', quantity: 1, unit: 'job', unitPrice: 40 }];
    const small = await create({ lines, depositPercent: 1 });
    expect(small.status).toBe(422);
    expect(small.body).toMatchObject({ error: { issues: [{ path: 'depositPercent' }] } });
    expect((await create({ lines, depositPercent: 0 })).body).toMatchObject({ deposit: 0 });
    expect((await create({ lines, depositPercent: 2 })).body).toMatchObject({ deposit: 0.8 });
  });

  it('refuses a deposit over $999,999.99, the most one card payment takes', async () => {
    const lines = [{ description: 'A whole estate', quantity: 3, unit: 'buildings', unitPrice: 1_000_000 }];
    const large = await create({ lines, depositPercent: 34 });
    expect(large.status).toBe(422);
    expect(large.body).toMatchObject({ error: { issues: [{ path: 'depositPercent' }] } });
    // A payable deposit, but the balance after it ($2,010,000) is more than the final invoice's card could pay.
    const unpayable = await create({ lines, depositPercent: 33 });
    expect(unpayable.status).toBe(422);
    expect(unpayable.body).toMatchObject({ error: { issues: [{ path: 'lines' }] } });
    const oneBuilding = [{ ...lines[0]!, quantity: 1 }];
    expect((await create({ lines: oneBuilding, depositPercent: 1 })).body).toMatchObject({
      total: 1_000_000,
      deposit: 10_000,
    });
  });
});

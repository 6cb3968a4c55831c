import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DocumentAnswer } from '@/shared/answers/documents';
import type { ApiErrorBody } from '@/shared/answers/error';
import type { AdminJob, Invoice } from '@/shared/answers/jobs';
import type { QuoteRequest } from '@/shared/answers/quotes';
import type { CreateQuoteInput } from '@/shared/schemas/quote';
import type { DatabaseHandle } from '../db/client';
import { payments, quotes } from '../db/schema';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { createTool } from '../test/factories';
import { type JobCalls, type Person, scheduledJob, useJobTestApp } from '../test/jobs';
import { intentOf, moneyWorld } from '../test/money';
import { createQuoteRequest, depositPaidAtGateway, quoteBody, quoteCalls } from '../test/quotes';
import { pricedContent } from '../quotes/quote-dto';

let database: DatabaseHandle, app: TestApp, calls: JobCalls;
let admin: Person, customer: Person, pat: Person;
useJobTestApp((world) => ({ database, app, calls, admin, customer, pat } = world));
const { pay, openForm } = moneyWorld(() => ({ database, app }));

const setRates = async (rates: object[]) =>
  expect((await app.request('/api/tax-rates', jsonRequest('PUT', { rates }, admin.auth))).status).toBe(200);
const washington = { state: 'WA', percent: 6.5, painting: true };
const oregon = { state: 'OR', percent: 2, painting: true };

/** A draft quote for a request at `site`: quoteBody's ($950.00 of labour, $284.56 of paint), or `lines`. */
async function draftFor(site: { siteState?: string; siteZip?: string }, lines?: CreateQuoteInput['lines']) {
  const request = await createQuoteRequest(database.db, customer.user.id, site);
  const created = await quoteCalls(app).create(admin.auth, quoteBody(request.id, lines ? { lines } : {}));
  expect(created.status).toBe(201);
  return created.body;
}

describe('the tax of painting work', () => {
  it("asks the site's state and zip with a request, and answers them", async () => {
    const response = await app.request(
      '/api/quote-requests',
      jsonRequest(
        'POST',
        {
          address: '400 Pine Street',
          siteState: 'Washington',
          siteZip: '98101',
          rooms: [{ name: 'Hall', surfaces: ['walls'] }],
        },
        { ...customer.auth, 'Idempotency-Key': `test-${crypto.randomUUID()}` },
      ),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject<Partial<QuoteRequest>>({ siteState: 'Washington', siteZip: '98101' });
    // A state the shop could not tax by is refused, as an order's is: it would leave the work untaxed.
    const nowhere = await app.request(
      '/api/quote-requests',
      jsonRequest(
        'POST',
        { address: '1 Elm', siteState: 'Nowhere', siteZip: '1', rooms: [{ name: 'Hall', surfaces: ['walls'] }] },
        { ...customer.auth, 'Idempotency-Key': `test-${crypto.randomUUID()}` },
      ),
    );
    expect(nowhere.status).toBe(422);
    expect(((await nowhere.json()) as ApiErrorBody).error.issues).toEqual([
      { path: 'siteState', message: 'Enter a US state, such as WA or Washington.' },
    ]);
  });

  it("prices a quote with the site's state's tax, rounded half-up once, and a deposit of the total with tax", async () => {
    await setRates([washington, oregon]);
    const quote = await draftFor({ siteState: 'wa', siteZip: '98101' });
    // 6.5% of $1,234.56 is $80.2464: $80.25. 30% of $1,314.81 is $394.443: $394.44.
    expect(quote).toMatchObject({ subtotal: 1234.56, tax: 80.25, taxState: 'WA', taxPercent: 6.5, total: 1314.81 });
    // The site's state and zip are part of its address, on the quote and what it signs.
    expect(quote.address).toMatch(/, WA 98101$/);
    expect(quote.deposit).toBe(394.44);
    const [stored] = await database.db.select().from(quotes).where(eq(quotes.id, quote._id));
    expect(stored).toMatchObject({ subtotalCents: 123_456, taxCents: 8025, totalCents: 131_481, depositCents: 39_444 });

    // Sent, it keeps its numbers when the rate changes after it.
    await quoteCalls(app).send(admin.auth, quote._id);
    await setRates([{ ...washington, percent: 10 }]);
    expect((await quoteCalls(app).read(customer.auth, quote._id)).body).toMatchObject({ tax: 80.25, total: 1314.81 });
  });

  it('taxes only the tools where labour is not taxed, nothing where the state lists no rate, and the shop state for a request from before', async () => {
    const roller = await createTool(database.db, { name: 'Roller frame', priceCents: 1250 });
    const lines = [
      { description: 'Walls', quantity: 10, unit: 'hours', unitPrice: 95 },
      { description: 'Roller frame', quantity: 2, unit: 'each', unitPrice: 12.5, productId: roller.id },
    ];
    await setRates([{ ...washington, painting: false }, oregon]);
    // 6.5% of the $25.00 of rollers: $1.625, $1.63.
    expect(await draftFor({ siteState: 'WA' }, lines)).toMatchObject({ subtotal: 975, tax: 1.63, total: 976.63 });
    expect(await draftFor({ siteState: 'Idaho' }, lines)).toMatchObject({ tax: 0, taxState: null, total: 975 });
    // A request written before requests asked for the state is taxed as the shop's (Oregon, 2%): $19.50.
    expect(await draftFor({}, lines)).toMatchObject({ tax: 19.5, taxState: 'OR', total: 994.5 });
  });

  it("records the deposit's share of the tax in the books", async () => {
    await setRates([oregon]);
    const { quote, intentId } = await depositPaidAtGateway(app, database.db, { admin, customer });
    const recorded = await app.request(
      `/api/quotes/${quote._id}/deposit`,
      jsonRequest('PATCH', { transactionId: intentId }, customer.auth),
    );
    expect(recorded.status).toBe(200);
    // $1,234.56 and 2% tax, $24.69: $1,259.25, a 30% deposit of $377.78 carrying $7.41 of the tax.
    expect(quote).toMatchObject({ tax: 24.69, total: 1259.25, deposit: 377.78 });
    const [row] = await database.db.select().from(payments).where(eq(payments.intentId, intentId));
    expect(row).toMatchObject({ kind: 'deposit', amountCents: 37_778, taxCents: 741, taxState: 'OR' });
  });

  it("invoices the quote and the extras by the quote's rule, less the deposit, and the balance carries the rest of the tax", async () => {
    const job = await scheduledJob(app, database, { admin, customer, painters: [pat] });
    // The job's quote as if priced in Washington at 6.5%: $975.00 with $63.38 tax, a 30% deposit of $311.51.
    const quoteLines = (await database.db.select().from(quotes).where(eq(quotes.id, job.quoteId)))[0]!.lines;
    const lines = quoteLines.map((line) => ({
      description: line.description,
      quantity: line.quantityHundredths / 100,
      unit: line.unit,
      unitPrice: line.unitPriceCents / 100,
      ...(line.productId ? { productId: line.productId } : {}),
    }));
    const rule = { taxState: 'WA', percentThousandths: 6500, painting: true };
    await database.db
      .update(quotes)
      .set(pricedContent(lines, 30, rule))
      .where(eq(quotes.id, job.quoteId));
    // A rate changed since does not touch it: the invoice keeps the quote's.
    await setRates([{ ...washington, percent: 9 }]);
    await calls.extra(admin.auth, job._id);
    expect((await calls.complete(pat.auth, job._id)).status).toBe(200);
    const invoiceId = ((await calls.read(admin.auth, job._id)).body as AdminJob).invoice!._id;
    const invoice = (await (
      await app.request(`/api/invoices/${invoiceId}`, { headers: customer.auth })
    ).json()) as Invoice;
    // $975.00 and an $80.00 extra: $1,055.00, 6.5% is $68.575, $68.58; less the $311.51 deposit, $812.07.
    expect(invoice).toMatchObject({ subtotal: 1055, tax: 68.58, taxState: 'WA', taxPercent: 6.5, total: 1123.58 });
    expect(invoice).toMatchObject({ depositPaid: 311.51, balance: 812.07, number: expect.stringMatching(/^INV-/) });

    // Its printable document, by its number: for its customer and admins only.
    const printed = (number: string, auth: Record<string, string>) =>
      app.request(`/api/documents/${number}`, { headers: auth });
    expect(await (await printed(invoice.number!, customer.auth)).json()).toMatchObject<Partial<DocumentAnswer>>({
      kind: 'invoice',
      number: invoice.number!,
      invoiceId,
      status: 'open',
      lines: [
        { description: 'Living room walls and ceiling', quantity: 10, price: 95, total: 950 },
        { description: 'Roller frame, 9 inch', quantity: 2, price: 12.5, total: 25 },
        { description: 'Filling the damp patch (extra)', quantity: 2, price: 40, total: 80 },
      ],
      subtotal: 1055,
      tax: 68.58,
      taxState: 'WA',
      taxPercent: 6.5,
      total: 1123.58,
      depositPaid: 311.51,
      balance: 812.07,
    });
    expect((await printed(invoice.number!, admin.auth)).status).toBe(200);
    expect((await printed(invoice.number!, pat.auth)).status).toBe(404);
    expect((await printed(invoice.number!, (await signedInUser(database)).auth)).status).toBe(404);
    expect((await printed('INV-2026-99999', admin.auth)).status).toBe(404);

    const clientSecret = await openForm(customer.auth, { invoiceId });
    await pay(clientSecret);
    const recorded = await app.request(
      `/api/invoices/${invoiceId}/payment`,
      jsonRequest('PATCH', { transactionId: intentOf(clientSecret) }, customer.auth),
    );
    expect(recorded.status).toBe(200);
    const [row] = await database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
    // The deposit carried 311.51 × 63.38 / 1,038.38 = $19.01 of the tax; the balance carries the other $49.57.
    expect(row).toMatchObject({ kind: 'invoice', amountCents: 81_207, taxCents: 4957, taxState: 'WA' });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentAnswer } from '@/shared/answers/documents';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { orderOf35 } from '../test/paid-orders';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

const asAdmin = async () => (await signedInUser(database, { role: 'admin' })).auth;

afterEach(async () => {
  await app.request('/api/tax-rates', jsonRequest('PUT', { rates: [] }, await asAdmin()));
});

describe('GET /api/documents/:number', () => {
  it('prints a paid order’s receipt and a refund’s credit note for its customer and admins, to no one else', async () => {
    const admin = await asAdmin();
    await app.request(
      '/api/tax-rates',
      jsonRequest('PUT', { rates: [{ state: 'OR', percent: 10, painting: false }] }, admin),
    );
    const { auth, order, tools } = await orderOf35({ database, app }, { paid: true });
    const read = async (number: string, as = auth) => app.request(`/api/documents/${number}`, { headers: as });

    const receipt = (await (await read(order.number!)).json()) as DocumentAnswer;
    expect(receipt).toMatchObject({
      kind: 'receipt',
      number: order.number,
      paid: 'order',
      orderId: order._id,
      customer: { name: order.userName, email: order.userEmail, address: '12 Oak Road, Oregon 97401' },
      lines: [
        { description: 'Roller', quantity: 2, price: 10, total: 20 },
        { description: 'Tray', quantity: 3, price: 5, total: 15 },
      ],
      subtotal: 35,
      tax: 3.5,
      taxState: 'OR',
      taxPercent: 10,
      delivery: 0,
      total: 38.5,
      paymentId: order.transactionId,
    });

    const refunded = await app.request(
      `/api/orders/${order._id}/refund`,
      jsonRequest('POST', { items: [{ productId: tools[0]!.id, quantity: 1 }] }, admin),
    );
    const { events } = (await refunded.json()) as Order;
    const creditNote = /credit note (CN-\d{4}-\d{5})/.exec(events!.at(-1)!.note!)![1]!;
    expect(await (await read(creditNote, admin)).json()).toMatchObject({
      kind: 'credit-note',
      number: creditNote,
      receiptNumber: order.number,
      subtotal: 10,
      tax: 1,
      total: 11,
      // The tool it gave back, by name.
      lines: [{ description: 'Roller', quantity: 1, price: 10, total: 10 }],
    });

    const stranger = await signedInUser(database);
    expect((await read(order.number!, stranger.auth)).status).toBe(404);
    expect((await read('R-2026-99999')).status).toBe(404);
    expect((await read('INV-../../etc')).status).toBe(404);
    expect((await app.request(`/api/documents/${order.number}`)).status).toBe(401);
  });
});

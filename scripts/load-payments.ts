/**
 * The load test's payments: after the orders' load, orders placed and paid by their customers many at once through
 * the local test-mode gateway (the card form's intent, the card, the payment recorded), as the checkout does. Each
 * payment takes the next receipt number in the transaction that records it: the numbers must follow each other,
 * one per payment, with no gap and none twice.
 */
import { randomUUID } from 'node:crypto';

// Within the local gateway's 60 card confirmations a minute from one address.
const payments = 50;
const atOnce = 25;
const testCard = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };

type Call = (path: string, init: { method: string; token?: string; body: unknown; key?: boolean }) => Promise<unknown>;

/** `cart(n)`: the body of the `n`th order; `sessions`: the customers' session tokens. */
export async function payAtOnce(base: string, sessions: string[], cart: (n: number) => object) {
  const call: Call = async (path, { method, token, body, key }) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token && { Authorization: `Bearer ${token}` }),
        ...(key && { 'Idempotency-Key': randomUUID() }),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const payOne = async (n: number) => {
    const token = sessions[n % sessions.length]!;
    const started = performance.now();
    const order = (await call('/api/orders', { method: 'POST', token, body: cart(n), key: true })) as { _id: string };
    const { clientSecret } = (await call('/api/create-payment-intent', {
      method: 'POST',
      token,
      body: { orderId: order._id },
    })) as { clientSecret: string };
    await call('/api/test-gateway/confirm', { method: 'POST', body: { clientSecret, card: testCard } });
    const transactionId = clientSecret.split('_secret_')[0];
    const paid = (await call(`/api/payments/${order._id}`, { method: 'PATCH', token, body: { transactionId } })) as {
      number: string | null;
    };
    return { ms: performance.now() - started, number: paid.number };
  };
  const started = performance.now();
  let next = 0;
  const done: Awaited<ReturnType<typeof payOne>>[] = [];
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next < payments) done.push(await payOne(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sequence = done.map(({ number }) => Number(number?.split('-')[2])).sort((a, b) => a - b);
  const consecutive = sequence.every(
    (n, index) => Number.isInteger(n) && (index === 0 || n === sequence[index - 1]! + 1),
  );
  const ms = done.map((each) => each.ms).sort((a, b) => a - b);
  const p99 = Math.round(ms[Math.ceil(ms.length * 0.99) - 1]!);
  console.log(
    `  then ${payments} orders placed and paid, ${atOnce} at once: ${(payments / seconds).toFixed(0)} paid/s, p99 ${p99} ms from order to receipt; receipts ${consecutive ? `${sequence[0]} to ${sequence.at(-1)}, consecutive` : `NOT consecutive: ${sequence.join(', ')}`}`,
  );
  if (!consecutive || done.length !== payments) {
    console.error('The receipts of the payments made at once do not follow each other.');
    process.exitCode = 1;
  }
}

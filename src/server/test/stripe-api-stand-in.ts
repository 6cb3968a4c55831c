import { createServer, type IncomingHttpHeaders } from 'node:http';

type StandInIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
};

/**
 * Stripe's API as far as the server uses it (payment intents, their cancel, refunds), on a local port: answering as
 * Stripe does and recording what the SDK sent.
 */
export function startStripeStandIn() {
  const intents = new Map<string, StandInIntent>();
  /** Refunds by their id, with the Idempotency-Key each was made under. */
  type StandInRefund = {
    id: string;
    object: 'refund';
    payment_intent: string;
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    key: string;
  };
  const refunds = new Map<string, StandInRefund>();
  const refundsOf = (intentId: string) => [...refunds.values()].filter((refund) => refund.payment_intent === intentId);
  const requests: { method: string; path: string; headers: IncomingHttpHeaders; form: URLSearchParams }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push({ method: request.method!, path: request.url!, headers: request.headers, form });
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${requests.length}` });
        response.end(JSON.stringify(payload));
      };
      if (request.method === 'POST' && request.url === '/v1/payment_intents') {
        const id = `pi_standin_${intents.size + 1}`;
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency')!,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_abc`,
          // What the intent pays for, as the SDK sent it: `metadata[orderId]` or `metadata[quoteId]`.
          metadata: Object.fromEntries(
            [...form].flatMap(([key, value]) => {
              const name = /^metadata\[(\w+)\]$/.exec(key)?.[1];
              return name ? [[name, value]] : [];
            }),
          ),
        };
        intents.set(id, intent);
        return reply(200, intent);
      }
      const unexpectedState = (intent: StandInIntent) =>
        reply(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `This PaymentIntent's status is ${intent.status}.`,
          },
        });
      const cancel = /^\/v1\/payment_intents\/(\w+)\/cancel$/.exec(request.url ?? '');
      if (request.method === 'POST' && cancel) {
        const intent = intents.get(cancel[1]!);
        if (!intent) return reply(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
        if (intent.status === 'succeeded' || intent.status === 'canceled') return unexpectedState(intent);
        intent.status = 'canceled';
        return reply(200, intent);
      }
      if (request.method === 'POST' && request.url === '/v1/refunds') {
        // Stripe answers a key it saw (for 24 hours) with the same refund, and moves no more money.
        const key = String(request.headers['idempotency-key'] ?? '');
        const again = [...refunds.values()].find((refund) => refund.key === key);
        if (again) return reply(200, { ...again, status: 'succeeded' });
        const intent = intents.get(form.get('payment_intent') ?? '');
        if (!intent) return reply(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
        if (intent.status !== 'succeeded') return unexpectedState(intent);
        const given = refundsOf(intent.id).reduce((sum, refund) => sum + refund.amount, 0);
        if (given >= intent.amount)
          return reply(400, {
            error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Already refunded.' },
          });
        const amount = Number(form.get('amount') ?? intent.amount - given);
        if (given + amount > intent.amount)
          return reply(400, {
            error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount is too large.' },
          });
        const refund = {
          id: `re_standin_${refunds.size + 1}`,
          object: 'refund' as const,
          payment_intent: intent.id,
          amount,
          currency: intent.currency,
          metadata: { refundKey: form.get('metadata[refundKey]') ?? '' },
          key,
        };
        refunds.set(refund.id, refund);
        return reply(200, { ...refund, status: 'succeeded' });
      }
      const listed = /^\/v1\/refunds\?(.*)$/.exec(request.url ?? '');
      if (request.method === 'GET' && listed) {
        const data = refundsOf(new URLSearchParams(listed[1]).get('payment_intent') ?? '');
        return reply(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      }
      const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(request.url ?? '');
      if (request.method === 'GET' && match) {
        const intent = intents.get(match[1]!);
        return intent
          ? reply(200, intent)
          : reply(404, {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: `No such payment_intent: '${match[1]}'`,
              },
            });
      }
      reply(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  return { server, intents, refundsOf, requests };
}

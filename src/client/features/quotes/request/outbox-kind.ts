import type { QuoteRequestInput } from '@/shared/schemas/quote';
import { defineOutboxKind } from '@/client/lib/outbox/kind';

/**
 * A request for a painting quote: always its author's (asked signed in), with its photos uploaded first, each
 * once, their ids then sent as its `photoIds`. A refusal is shown on the quote page itself, where a refused
 * photo is replaced or removed without typing the request again.
 */
export const outboxKind = defineOutboxKind<QuoteRequestInput>({
  kind: 'quote-request',
  url: '/api/quote-requests',
  session: 'required',
  attachments: { url: '/api/quote-photos', field: 'image', payloadField: 'photoIds', noun: 'Photo' },
});

import type { Quote } from '@/shared/answers/quotes';
import { factory } from './factory';

/** A draft quote as the shop answers it: four hours of ceiling at $40, a 25% deposit, at version 3. */
export const createQuote = factory<Quote>({
  _id: 'quote-1',
  requestId: 'request-1',
  customerName: 'Robin Roller',
  customerEmail: 'robin@example.com',
  address: '7 Ladder Lane',
  lines: [
    { description: 'Ceiling', quantity: 4, unit: 'hours', unitPrice: 40, total: 160, productId: null, optional: false },
  ],
  options: [],
  chosenOption: null,
  chosenOptionalLines: null,
  notes: 'From the shop',
  subtotal: 160,
  tax: 0,
  taxState: null,
  taxPercent: 0,
  taxPainting: false,
  total: 160,
  depositPercent: 25,
  deposit: 40,
  validUntil: '2026-12-31',
  status: 'draft',
  version: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: null,
  viewedAt: null,
  acceptedAt: null,
  declinedAt: null,
  depositPaidAt: null,
  cancelledAt: null,
  declineReason: null,
  acceptance: null,
  transactionId: null,
});

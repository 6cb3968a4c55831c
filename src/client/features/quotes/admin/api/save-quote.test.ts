import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '@/client/lib/api-client';
import { ApiError, authorizedRequest } from '@/client/lib/api-client';
import type { QuoteForm } from '../quote-form';
import { saveQuoteDraft } from './save-quote';

vi.mock('@/client/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  authorizedRequest: vi.fn(),
}));

const form: QuoteForm = {
  lines: [{ key: 'a', description: 'Walls — Hall', quantity: '4', unit: 'hours', unitPrice: '50' }],
  notes: '',
  depositPercent: '30',
  validUntil: '2026-12-25',
};
const request = vi.mocked(authorizedRequest);
const calls = () => request.mock.calls.map(([path, options]) => `${options?.method ?? 'GET'} ${path}`);
const liveQuote = new ApiError(409, 'conflict', 'This request already has a quote.');

describe('saving a draft quote on the shop', () => {
  beforeEach(() => request.mockReset());

  it('updates the draft it edits, and creates one for a request without', async () => {
    request.mockResolvedValue({ _id: 'quote-1' });
    await saveQuoteDraft('req-1', 'quote-1', form);
    await saveQuoteDraft('req-2', null, form);
    expect(calls()).toEqual(['PUT /api/quotes/quote-1', 'POST /api/quotes']);
    expect(request.mock.calls[1]![1]?.body).toMatchObject({ requestId: 'req-2', depositPercent: 30 });
  });

  it("updates the request's draft when the shop already made one (a first save whose answer was lost)", async () => {
    request
      .mockRejectedValueOnce(liveQuote)
      .mockResolvedValueOnce({ quote: { _id: 'quote-9', status: 'draft', total: 200 } })
      .mockResolvedValueOnce({ _id: 'quote-9' });
    expect(await saveQuoteDraft('req-1', null, form)).toEqual({ _id: 'quote-9' });
    expect(calls()).toEqual(['POST /api/quotes', 'GET /api/quote-requests/req-1', 'PUT /api/quotes/quote-9']);
  });

  it('leaves a quote already sent as it is, and says so', async () => {
    request
      .mockRejectedValueOnce(liveQuote)
      .mockResolvedValueOnce({ quote: { _id: 'quote-9', status: 'sent', total: 200 } });
    await expect(saveQuoteDraft('req-1', null, form)).rejects.toBe(liveQuote);
    expect(calls()).toEqual(['POST /api/quotes', 'GET /api/quote-requests/req-1']);
  });
});

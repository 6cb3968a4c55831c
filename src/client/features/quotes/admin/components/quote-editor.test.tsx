// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteRequest } from '@/shared/answers/quotes';
import { factory } from '@/client/test/factory';
import { signIn } from '@/client/test/signed-in';
import { quoteDrafts } from '../quote-drafts';
import { QuoteEditor } from './quote-editor';

const admin = { email: 'ann@brushwork.test', name: 'Ann', role: 'admin' as const };
const createRequest = factory<QuoteRequest>({
  _id: 'request-1',
  customerName: 'Robin Roller',
  customerEmail: 'robin@example.com',
  address: '7 Ladder Lane',
  siteState: 'OR',
  siteZip: '97477',
  rooms: [{ name: 'Kitchen', surfaces: ['walls', 'ceiling'], size: 'about 12 m²', colours: 'white' }],
  notes: '',
  photos: [],
  visitId: null,
  state: 'new',
  quote: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const catalogue = [{ _id: 'tool-1', name: 'Roller kit', price: 12.5 }];
// The request's site is in Oregon, where (here) tools are taxed at 8% and labour is not.
const taxRates = { rates: [{ state: 'OR' as const, percent: 8, painting: false }] };

function renderEditor(request: QuoteRequest) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <QuoteEditor request={request} serverDraft={null} catalogue={catalogue} taxRates={taxRates} />
    </QueryClientProvider>,
  );
}

const lines = () => screen.queryAllByRole('group', { name: /^Line \d+$/ });
const line = (number: number) => within(screen.getByRole('group', { name: `Line ${number}` }));
const total = () => screen.getByTestId('quote-total').textContent;

beforeAll(() => signIn(admin));
afterEach(cleanup);

describe("the quote editor's lines", () => {
  it('adds labour for a room, a blank line and a catalogue tool, and removes one, the others moving up', async () => {
    const request = createRequest({ _id: 'request-lines' });
    renderEditor(request);
    fireEvent.click(await screen.findByRole('button', { name: 'Add labour: Kitchen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Add from catalogue' }), { target: { value: 'tool-1' } });

    expect(lines()).toHaveLength(3);
    expect(line(1).getByLabelText<HTMLInputElement>('Description').value).toBe('Walls and ceiling — Kitchen');
    expect(line(3).getByLabelText<HTMLInputElement>('Description').value).toBe('Roller kit');
    fireEvent.change(line(1).getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.change(line(1).getByLabelText('Unit price ($)'), { target: { value: '40' } });
    expect(line(1).getByTestId('line-total').textContent).toBe('$80.00');
    // $80.00 of labour and a $12.50 roller kit: 8% of the kit is $1.00.
    expect(screen.getByText('Tax (OR 8%), tools only')).toBeTruthy();
    expect(screen.getByTestId('quote-tax').textContent).toBe('$1.00');
    expect(total()).toBe('$93.50');

    fireEvent.click(line(2).getByRole('button', { name: 'Remove line 2' }));
    expect(lines()).toHaveLength(2);
    expect(line(2).getByLabelText<HTMLInputElement>('Description').value).toBe('Roller kit');
    fireEvent.click(line(1).getByRole('button', { name: 'Remove line 1: Walls and ceiling — Kitchen' }));
    expect(lines()).toHaveLength(1);
    expect(total()).toBe('$13.50');
    // 30% of the total with its tax: $4.05.
    expect(screen.getByTestId('quote-deposit').textContent).toBe('$4.05');
  });

  it('keeps each change on the device, and opens again on what was kept', async () => {
    const request = createRequest({ _id: 'request-kept' });
    renderEditor(request);
    fireEvent.click(await screen.findByRole('button', { name: 'Add labour: Kitchen' }));
    fireEvent.change(line(1).getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Notes for the customer'), { target: { value: 'Two coats.' } });
    await waitFor(async () =>
      expect((await quoteDrafts.get(admin.email, request._id))?.form).toMatchObject({
        lines: [{ description: 'Walls and ceiling — Kitchen', quantity: '3' }],
        notes: 'Two coats.',
      }),
    );

    cleanup();
    renderEditor(request);
    expect(await screen.findByText('Changes kept on this device, not saved to the shop yet.')).toBeDefined();
    expect(line(1).getByLabelText<HTMLInputElement>('Quantity').value).toBe('3');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Notes for the customer').value).toBe('Two coats.');
  });
});

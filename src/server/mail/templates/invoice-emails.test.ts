import { describe, expect, it } from 'vitest';
import { itSaysEach, partsOf } from '../../test/email-parts';
import { createInvoice, messageOf, samplePages } from './test-data';

describe('invoice messages', () => {
  itSaysEach([
    {
      name: 'job-invoice gives each line, the total, the deposit paid and the balance from cents, and links the invoice',
      kind: 'job-invoice',
      subject: 'Your Brushwork invoice 4A7C9E21',
      says: [
        'Hello Ada Lovelace',
        'Filling the damp patch',
        '12.5 hours',
        '$1,187.50',
        '$1,314.56',
        '-$370.37',
        '$944.19 to pay by card',
        samplePages.invoice,
      ],
      text: [/Balance\s+\$944\.19/, /Deposit paid\s+-\$370\.37/],
    },
    {
      name: 'job-invoice-paid is the receipt: the amount paid now and the transaction',
      kind: 'job-invoice-paid',
      subject: 'Your Brushwork receipt for invoice 4A7C9E21',
      says: ['we received your payment of $944.19', 'pi_3Qbalance42', 'paid in full', samplePages.invoice],
      text: [/Paid now\s+\$944\.19/],
    },
  ]);

  it('says nothing is left to pay when the deposit covered it all', async () => {
    const { parts } = await partsOf(
      messageOf('job-invoice', createInvoice({ totalCents: 37_037, depositPaidCents: 37_037, balanceCents: 0 })),
    );
    for (const part of parts) {
      expect(part).toContain('nothing left to pay');
      expect(part).not.toContain('pay by card');
    }
  });

  it('is named by its number, and shows the subtotal and the tax with its state and rate', async () => {
    const invoice = createInvoice({
      number: 'INV-2026-00007',
      subtotalCents: 105_500,
      taxCents: 6858,
      taxState: 'WA',
      taxPercent: 6.5,
      totalCents: 112_358,
      depositPaidCents: 31_151,
      balanceCents: 81_207,
    });
    const { email, parts } = await partsOf(messageOf('job-invoice', invoice));
    for (const part of parts) expect(part).toContain('INV-2026-00007');
    expect(email.text).toMatch(/Subtotal\s+\$1,055\.00/);
    expect(email.text).toMatch(/Tax \(WA 6\.5%\)\s+\$68\.58/);
    expect(email.text).toMatch(/Balance\s+\$812\.07/);
  });
});

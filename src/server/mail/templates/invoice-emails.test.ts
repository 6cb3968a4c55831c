import { describe, expect, it } from 'vitest';
import { partsOf } from '../../test/email-parts';
import { createInvoice, messageOf } from './test-data';

const invoicePage = 'https://shop.example/dashboard/invoices/4a7c9e21-0b3d-4f5a-9c8e-7d6b5a4f3e2d';

describe('invoice messages', () => {
  it('job-invoice gives each line, the total, the deposit paid and the balance from cents, and links the invoice', async () => {
    const { email, parts } = await partsOf(messageOf('job-invoice'));
    expect(email.subject).toBe('Your Brushwork invoice 4A7C9E21');
    for (const part of parts)
      for (const fact of [
        'Hello Ada Lovelace',
        'Filling the damp patch',
        '12.5 hours',
        '$1,187.50',
        '$1,314.56',
        '-$370.37',
        '$944.19 to pay by card',
        invoicePage,
      ])
        expect(part).toContain(fact);
    expect(email.text).toMatch(/Balance\s+\$944\.19/);
    expect(email.text).toMatch(/Deposit paid\s+-\$370\.37/);
  });

  it('says nothing is left to pay when the deposit covered it all', async () => {
    const { parts } = await partsOf(
      messageOf('job-invoice', createInvoice({ totalCents: 37_037, depositPaidCents: 37_037, balanceCents: 0 })),
    );
    for (const part of parts) {
      expect(part).toContain('nothing left to pay');
      expect(part).not.toContain('pay by card');
    }
  });

  it('job-invoice-paid is the receipt: the amount paid now and the transaction', async () => {
    const { email, parts } = await partsOf(messageOf('job-invoice-paid'));
    expect(email.subject).toBe('Your Brushwork receipt for invoice 4A7C9E21');
    for (const part of parts)
      for (const fact of ['we received your payment of $944.19', 'pi_3Qbalance42', 'paid in full', invoicePage])
        expect(part).toContain(fact);
    expect(email.text).toMatch(/Paid now\s+\$944\.19/);
  });
});

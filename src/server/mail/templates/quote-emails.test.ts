import { describe, expect, it } from 'vitest';
import { itEscapesAHostileCustomer, itSaysEach, partsOf } from '../../test/email-parts';
import { createQuote, messageOf, samplePages } from './test-data';

describe('quote messages', () => {
  itSaysEach([
    {
      name: "quote-sent gives the total, the deposit, the last valid day and the quote's link, from cents",
      kind: 'quote-sent',
      subject: 'Your painting quote 5B2E9D10 from Brushwork',
      says: [
        'Ada Lovelace',
        '12 Elm Road, Eugene',
        '$1,234.56',
        '$370.37 (30%)',
        'Friday 11 December 2026',
        samplePages.quote,
      ],
      text: [/Valid until\s+Friday 11 December 2026/],
    },
    {
      name: 'quote-deposit-paid is the receipt: the deposit, what is left to pay and the transaction',
      kind: 'quote-deposit-paid',
      subject: 'Your Brushwork receipt for the deposit on quote 5B2E9D10',
      says: ['$370.37', '$1,234.56', '$864.19', 'pi_3Qdeposit42', samplePages.quote],
      text: [/Left to pay\s+\$864\.19/],
    },
    {
      name: 'quote-accepted tells the shop who signed, for how much, and links the quote',
      kind: 'quote-accepted',
      subject: 'Quote 5B2E9D10 accepted by Ada K. Lovelace',
      says: [
        'Ada K. Lovelace',
        'ada@example.com',
        '12 Elm Road, Eugene',
        '$1,234.56',
        '$370.37 (30%)',
        samplePages.quote,
      ],
    },
    {
      name: 'quote-cancelled tells the customer their deposit went back, and links the quote',
      kind: 'quote-cancelled',
      subject: 'Your painting quote 5B2E9D10 was cancelled',
      says: [
        'we cancelled quote 5B2E9D10',
        '12 Elm Road, Eugene',
        samplePages.quote,
        /Deposit refunded\s*(<[^>]+>\s*)*\$370\.37/,
      ],
    },
  ]);

  it('says no deposit is asked when the deposit is 0%', async () => {
    const { email } = await partsOf(messageOf('quote-sent', createQuote({ depositPercent: 0, depositCents: 0 })));
    expect(email.text).toMatch(/Deposit on acceptance\s+None/);
    expect(email.text).not.toContain('$0.00');
  });

  it("names a taxed quote's tax, with its state and rate, beside the total", async () => {
    const taxed = createQuote({ totalCents: 131_481, taxCents: 8025, taxState: 'WA', taxPercent: 6.5 });
    const { parts } = await partsOf(messageOf('quote-sent', taxed));
    for (const part of parts) expect(part).toContain('with Tax (WA 6.5%) $80.25');
  });

  itEscapesAHostileCustomer('quote-sent');

  it('quote-cancelled without a deposit paid says nothing was charged', async () => {
    const { parts } = await partsOf(messageOf('quote-cancelled', { ...createQuote(), refundedCents: null }));
    for (const part of parts) {
      expect(part).toContain('nothing was charged');
      expect(part).not.toContain('Deposit refunded');
    }
  });
});

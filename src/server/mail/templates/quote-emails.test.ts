import { describe, expect, it } from 'vitest';
import { partsOf } from '../../test/email-parts';
import { createQuote, messageOf, sampleData } from './test-data';

const quotePage = 'https://shop.example/dashboard/quotes/5b2e9d10-4c3a-4f6e-9a8b-7c6d5e4f3a2b';

describe('quote messages', () => {
  it("quote-sent gives the total, the deposit, the last valid day and the quote's link, from cents", async () => {
    const { email, parts } = await partsOf(messageOf('quote-sent'));
    expect(email.subject).toBe('Your painting quote 5B2E9D10 from Brushwork');
    for (const part of parts) {
      for (const fact of [
        'Ada Lovelace',
        '12 Elm Road, Eugene',
        '$1,234.56',
        '$370.37 (30%)',
        'Friday 11 December 2026',
      ])
        expect(part).toContain(fact);
      expect(part).toContain(quotePage);
    }
    expect(email.text).toMatch(/Valid until\s+Friday 11 December 2026/);
  });

  it('says no deposit is asked when the deposit is 0%', async () => {
    const { email } = await partsOf(messageOf('quote-sent', createQuote({ depositPercent: 0, depositCents: 0 })));
    expect(email.text).toMatch(/Deposit on acceptance\s+None/);
    expect(email.text).not.toContain('$0.00');
  });

  it('quote-deposit-paid is the receipt: the deposit, what is left to pay and the transaction', async () => {
    const { email, parts } = await partsOf(messageOf('quote-deposit-paid'));
    expect(email.subject).toBe('Your Brushwork receipt for the deposit on quote 5B2E9D10');
    for (const part of parts) {
      for (const fact of ['$370.37', '$1,234.56', '$864.19', 'pi_3Qdeposit42', quotePage]) expect(part).toContain(fact);
    }
    expect(email.text).toMatch(/Left to pay\s+\$864\.19/);
  });

  it('quote-accepted tells the shop who signed, for how much, and links the quote', async () => {
    const { email, parts } = await partsOf(messageOf('quote-accepted'));
    expect(email.subject).toBe('Quote 5B2E9D10 accepted by Ada K. Lovelace');
    for (const part of parts) {
      for (const fact of ['Ada K. Lovelace', 'ada@example.com', '12 Elm Road, Eugene', '$1,234.56', '$370.37 (30%)'])
        expect(part).toContain(fact);
      expect(part).toContain(quotePage);
    }
  });

  it("escapes a hostile customer's name and address in the HTML", async () => {
    const hostile = '<script>alert("x")</script>';
    const { email } = await partsOf(
      messageOf('quote-sent', { ...sampleData['quote-sent'], customerName: hostile, address: '<b>1 Road</b>' }),
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>1 Road');
    expect(email.text).toContain(hostile);
  });

  it('quote-cancelled tells the customer their deposit went back, and links the quote', async () => {
    const { email, parts } = await partsOf(messageOf('quote-cancelled'));
    expect(email.subject).toBe('Your painting quote 5B2E9D10 was cancelled');
    for (const part of parts) {
      for (const fact of ['we cancelled quote 5B2E9D10', '12 Elm Road, Eugene', quotePage])
        expect(part).toContain(fact);
      expect(part).toMatch(/Deposit refunded\s*(<[^>]+>\s*)*\$370\.37/);
    }
  });

  it('quote-cancelled without a deposit paid says nothing was charged', async () => {
    const { parts } = await partsOf(messageOf('quote-cancelled', { ...createQuote(), refundedCents: null }));
    for (const part of parts) {
      expect(part).toContain('nothing was charged');
      expect(part).not.toContain('Deposit refunded');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { renderEmail } from './index';
import { itEscapesAHostileCustomer, itSaysEach, partsOf } from '../../test/email-parts';
import { context, createOrder, messageOf, sampleData, withoutMarkers, samplePages } from './test-data';

describe('order messages', () => {
  itSaysEach([
    {
      name: 'order-paid is the receipt: lines, total, transaction id and delivery address, from cents',
      kind: 'order-paid',
      subject: 'Your Brushwork receipt for order 3F9A2C7E',
      says: [
        ...['Angled sash brush', '$12.50', '$25.00', 'Roller frame set', '$1,899.99', '$1,924.99'],
        'pi_3Nabc123XYZ',
        '12 Elm Road, Apt 4',
        'OR 97401',
        samplePages.order,
        'https://shop.example/dashboard/myOrders',
      ],
      // In plain text each line of the receipt stays one row: name, quantity, unit price, line total.
      text: [/Angled sash brush\s+2\s+\$12\.50\s+\$25\.00/, /Total\s+\$1,924\.99/],
      noAttachments: true,
    },
    {
      name: 'order-shipped gives the carrier and tracking number when given',
      kind: 'order-shipped',
      subject: 'Your Brushwork order 3F9A2C7E is on its way',
      says: ['UPS', '1Z999AA10123456784', '12 Elm Road, Apt 4', samplePages.order],
    },
    {
      name: 'order-expired offers to order again: the order page lists its tools, and all the tools',
      kind: 'order-expired',
      subject: 'Your Brushwork order 3F9A2C7E expired unpaid',
      says: ['Nothing was charged', 'Angled sash brush'],
      html: ['href="https://shop.example/"'],
      text: [`Order again ${samplePages.order}`],
    },
    {
      name: 'order-cancelled by the shop says so, and how much went back to the card',
      kind: 'order-cancelled',
      subject: 'Your Brushwork order 3F9A2C7E was cancelled',
      says: [
        'we cancelled order 3F9A2C7E',
        /Amount refunded\s*(<[^>]+>\s*)*\$1,924\.99/,
        'Angled sash brush',
        'https://shop.example/contactUs',
        samplePages.order,
      ],
    },
  ]);

  it('leaves out a transaction id the payment did not give', async () => {
    const { email } = await partsOf(messageOf('order-paid', { ...sampleData['order-paid'], transactionId: '' }));
    expect(email.text).not.toContain('Transaction');
    expect(email.text).toContain('$1,924.99');
  });

  itEscapesAHostileCustomer('order-paid');

  it('order-shipped leaves the carrier and tracking number out when not given', async () => {
    const bare = await renderEmail(
      messageOf('order-shipped', { ...createOrder(), carrier: null, trackingNumber: null }),
      context,
    );
    for (const part of [bare.html, bare.text]) {
      expect(part).not.toMatch(/Tracking number|Carrier/);
      expect(part).toContain('has left the shop');
    }
  });

  it('order-refunded says how much was refunded', async () => {
    const { email, parts } = await partsOf(
      messageOf('order-refunded', {
        ...createOrder({ totalCents: 1250, lines: [createOrder().lines[0]!] }),
        refundedCents: 1250,
        creditNote: 'CN-2026-00007',
        whole: true,
      }),
    );
    expect(email.subject).toBe('Your Brushwork order 3F9A2C7E was refunded');
    for (const part of parts) {
      expect(part).toMatch(/Amount refunded\s*(<[^>]+>\s*)*\$12\.50/);
      expect(part).toMatch(/Credit note\s*(<[^>]+>\s*)*CN-2026-00007/);
      expect(part).toContain(samplePages.order);
    }
  });

  it("order-expired's button to order again opens the order's page", async () => {
    const { email } = await partsOf(messageOf('order-expired'));
    expect(withoutMarkers(email.html)).toMatch(
      new RegExp(`href="${samplePages.order}"[^>]*>(\\s*<[^>]+>)*\\s*Order again`),
    );
  });

  it('order-cancelled by its customer, unpaid, says nothing was charged and offers no refund', async () => {
    const { parts } = await partsOf(
      messageOf('order-cancelled', { ...createOrder(), byShop: false, refundedCents: null }),
    );
    for (const part of parts) {
      expect(part).toContain('as you asked, we cancelled order 3F9A2C7E');
      expect(part).toContain('Nothing was charged');
      expect(part).not.toMatch(/refunded|contactUs/);
    }
  });
});

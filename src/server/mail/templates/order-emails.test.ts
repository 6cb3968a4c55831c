import { describe, expect, it } from 'vitest';
import { renderEmail } from './index';
import { partsOf } from '../../test/email-parts';
import { context, createOrder, messageOf, sampleData, withoutMarkers } from './test-data';

const orderPage = 'https://shop.example/dashboard/myOrders/3f9a2c7e-1b2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('order messages', () => {
  it('order-paid is the receipt: lines, total, transaction id and delivery address, from cents', async () => {
    const { email, parts } = await partsOf(messageOf('order-paid'));
    expect(email.subject).toBe('Your Brushwork receipt for order 3F9A2C7E');
    for (const part of parts) {
      for (const fact of ['Angled sash brush', '$12.50', '$25.00', 'Roller frame set', '$1,899.99', '$1,924.99'])
        expect(part).toContain(fact);
      expect(part).toContain('pi_3Nabc123XYZ');
      expect(part).toContain('12 Elm Road, Apt 4');
      expect(part).toContain('OR 97401');
      expect(part).toContain(orderPage);
      expect(part).toContain('https://shop.example/dashboard/myOrders');
    }
    // In plain text each line of the receipt stays one row: name, quantity, unit price, line total.
    expect(email.text).toMatch(/Angled sash brush\s+2\s+\$12\.50\s+\$25\.00/);
    expect(email.text).toMatch(/Total\s+\$1,924\.99/);
    expect(email.attachments).toEqual([]);
  });

  it('leaves out a transaction id the payment did not give', async () => {
    const { email } = await partsOf(messageOf('order-paid', { ...sampleData['order-paid'], transactionId: '' }));
    expect(email.text).not.toContain('Transaction');
    expect(email.text).toContain('$1,924.99');
  });

  it("escapes a hostile customer's name in the HTML and keeps it readable in the text", async () => {
    const hostile = '<script>alert("x")</script>';
    const { email } = await partsOf(
      messageOf('order-paid', { ...sampleData['order-paid'], customerName: hostile, address: '<b>1 Road</b>' }),
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>1 Road');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.text).toContain(hostile);
  });

  it('order-shipped gives the carrier and tracking number when given, and leaves them out when not', async () => {
    const { email, parts } = await partsOf(messageOf('order-shipped'));
    expect(email.subject).toBe('Your Brushwork order 3F9A2C7E is on its way');
    for (const part of parts) {
      expect(part).toContain('UPS');
      expect(part).toContain('1Z999AA10123456784');
      expect(part).toContain('12 Elm Road, Apt 4');
      expect(part).toContain(orderPage);
    }

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
      messageOf('order-refunded', createOrder({ totalCents: 1250, lines: [createOrder().lines[0]!] })),
    );
    expect(email.subject).toBe('Your Brushwork order 3F9A2C7E was refunded');
    for (const part of parts) {
      expect(part).toMatch(/Amount refunded\s*(<[^>]+>\s*)*\$12\.50/);
      expect(part).toContain(orderPage);
    }
  });

  it('order-expired offers to order again: the order page lists its tools, and all the tools', async () => {
    const { email, parts } = await partsOf(messageOf('order-expired'));
    expect(email.subject).toBe('Your Brushwork order 3F9A2C7E expired unpaid');
    expect(withoutMarkers(email.html)).toMatch(new RegExp(`href="${orderPage}"[^>]*>(\\s*<[^>]+>)*\\s*Order again`));
    expect(email.html).toContain('href="https://shop.example/"');
    expect(email.text).toContain(`Order again ${orderPage}`);
    for (const part of parts) {
      expect(part).toContain('Nothing was charged');
      expect(part).toContain('Angled sash brush');
    }
  });

  it('order-cancelled by the shop says so, and how much went back to the card', async () => {
    const { email, parts } = await partsOf(messageOf('order-cancelled'));
    expect(email.subject).toBe('Your Brushwork order 3F9A2C7E was cancelled');
    for (const part of parts) {
      expect(part).toContain('we cancelled order 3F9A2C7E');
      expect(part).toMatch(/Amount refunded\s*(<[^>]+>\s*)*\$1,924\.99/);
      expect(part).toContain('Angled sash brush');
      expect(part).toContain('https://shop.example/contactUs');
      expect(part).toContain(orderPage);
    }
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

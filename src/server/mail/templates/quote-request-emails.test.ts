import { describe, expect, it } from 'vitest';
import { renderEmail } from './index';
import { itSaysEach } from '../../test/email-parts';
import { context, createQuoteRequest, messageOf } from './test-data';

describe("the shop's notice of a quote request", () => {
  itSaysEach([
    {
      name: 'quote-requested: who, where, each room on its line, the photo count, the notes and the request in the dashboard',
      kind: 'quote-requested',
      subject: 'Quote requested by Katherine Johnson',
      says: [
        'Katherine Johnson',
        'katherine@example.com',
        '4 Orbit Way, Eugene',
        'Kitchen: walls, ceiling; about 12 m²; colours: Swiss Coffee',
        'Hall: trim',
        '2 photos',
        'The ceiling has a water stain.',
        'https://shop.example/dashboard/quotes/requests/5b2d9e1f-0000-4000-8000-000000000029',
      ],
      text: ['Hall: trim\n', 'Open the request https://shop.example/dashboard/quotes/requests/'],
      noAttachments: true,
    },
  ]);

  it('names the customer by email when the account has no name, and says when there are no photos or notes', async () => {
    const email = await renderEmail(
      messageOf('quote-requested', createQuoteRequest({ customerName: '', photoCount: 0, notes: '' })),
      context,
    );
    expect(email.subject).toBe('Quote requested by katherine@example.com');
    expect(email.text).toContain('No photos');
    expect(email.text).not.toContain('Notes');
  });

  it("escapes the customer's words in the HTML", async () => {
    const hostile = createQuoteRequest({ address: '<img src=x onerror=alert(1)>', notes: '<script>alert(1)</script>' });
    const email = await renderEmail(messageOf('quote-requested', hostile), context);
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).toContain('&lt;script&gt;');
  });
});

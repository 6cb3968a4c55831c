import { describe, expect, it } from 'vitest';
import { renderEmail } from './index';
import { itSaysEach } from '../../test/email-parts';
import { context, createVisit, messageOf, sampleData } from './test-data';

describe("the shop's own notices", () => {
  itSaysEach([
    {
      name: "shop-contact-message: the sender's name, email, subject and message, its lines kept",
      kind: 'shop-contact-message',
      subject: 'Contact message from Linus Pauling: A quote for a fence',
      says: ['Linus Pauling', 'linus@example.com', 'A quote for a fence', 'Could you paint a fence of 30 metres?'],
      html: ['href="https://shop.example/dashboard/messages"'],
      text: ['Hello,\nCould you paint a fence of 30 metres?\nThanks'],
      noAttachments: true,
    },
    {
      name: 'shop-new-visit: who booked, when, where, their phone and notes, and the bookings page',
      kind: 'shop-new-visit',
      subject: 'New visit booked by Grace Hopper',
      says: [
        ...['Grace Hopper', 'grace@example.com', '(555) 010-2000', '9 Harbour Lane, Eugene'],
        'Thursday 26 November 2026, 10:30 to 11:00',
        'Two bedrooms facing north.',
        'https://shop.example/dashboard/bookings',
      ],
      text: ['See the bookings https://shop.example/dashboard/bookings'],
      noAttachments: true,
    },
  ]);

  it("escapes a hostile sender's name and message in the HTML", async () => {
    const hostile = {
      ...sampleData['shop-contact-message'],
      name: '<script>alert(1)</script>',
      message: '</td><a href="https://evil.example">Click</a>',
    };
    const email = await renderEmail(messageOf('shop-contact-message', hostile), context);
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('href="https://evil.example"');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.text).toContain('<script>alert(1)</script>');
  });

  it('shop-new-visit leaves out the notes when there are none', async () => {
    const withoutNotes = await renderEmail(messageOf('shop-new-visit', createVisit({ notes: '' })), context);
    expect(withoutNotes.text).not.toContain('Notes');
  });
});

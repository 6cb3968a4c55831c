import { describe, expect, it } from 'vitest';
import { renderEmail } from './index';
import { context, createVisit, messageOf, sampleData, withoutMarkers } from './test-data';

describe("the shop's own notices", () => {
  it("shop-contact-message: the sender's name, email, subject and message, its lines kept", async () => {
    const email = await renderEmail(messageOf('shop-contact-message'), context);
    expect(email.subject).toBe('Contact message from Linus Pauling: A quote for a fence');
    for (const part of [withoutMarkers(email.html), email.text]) {
      expect(part).toContain('Linus Pauling');
      expect(part).toContain('linus@example.com');
      expect(part).toContain('A quote for a fence');
      expect(part).toContain('Could you paint a fence of 30 metres?');
    }
    expect(email.text).toContain('Hello,\nCould you paint a fence of 30 metres?\nThanks');
    expect(email.html).toContain('href="https://shop.example/dashboard/messages"');
    expect(email.attachments).toEqual([]);
  });

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

  it('shop-new-visit: who booked, when, where, their phone and notes, and the bookings page', async () => {
    const email = await renderEmail(messageOf('shop-new-visit'), context);
    expect(email.subject).toBe('New visit booked by Grace Hopper');
    for (const part of [withoutMarkers(email.html), email.text]) {
      for (const fact of ['Grace Hopper', 'grace@example.com', '(555) 010-2000', '9 Harbour Lane, Eugene'])
        expect(part).toContain(fact);
      expect(part).toContain('Thursday 26 November 2026, 10:30 to 11:00');
      expect(part).toContain('Two bedrooms facing north.');
      expect(part).toContain('https://shop.example/dashboard/bookings');
    }
    expect(email.text).toContain('See the bookings https://shop.example/dashboard/bookings');
    expect(email.attachments).toEqual([]);

    const withoutNotes = await renderEmail(messageOf('shop-new-visit', createVisit({ notes: '' })), context);
    expect(withoutNotes.text).not.toContain('Notes');
  });
});

import { describe, expect, it } from 'vitest';
import { mailKinds } from '../messages';
import { subjectOf } from '../mail-subjects';
import { renderEmail } from './index';
import { context, messageOf, withoutMarkers } from './test-data';

describe('renderEmail: every kind of message', () => {
  it.each(mailKinds)('%s: its subject, an HTML and a plain-text part, and the shop in the footer', async (kind) => {
    const message = messageOf(kind);
    const email = await renderEmail(message, context);

    expect(email.subject).toBe(subjectOf(message));
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    for (const part of [withoutMarkers(email.html), email.text]) {
      expect(part).toContain('Brushwork, 214 Maple Street, Springfield, OR 97477');
      expect(part).toContain('(555) 014-2290');
    }
    // Mail clients block remote images and drop style sheets: none at all, every style inline.
    expect(email.html).not.toMatch(/<img|<style|<link/i);
    // Every link is absolute, on the shop or to write to it.
    const hrefs = [...email.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) expect(href).toMatch(/^(https:\/\/shop\.example\/|mailto:hello@brushwork\.example$)/);
    // The plain-text part is text, with the links written out.
    expect(email.text).not.toMatch(/<\/?(html|body|div|table|td|p|a|span|br)\b/i);
    expect(email.text).toContain('https://shop.example/');
  });

  it('joins PUBLIC_URL and paths with one slash, keeping a path prefix', async () => {
    const email = await renderEmail(messageOf('order-refunded'), { publicUrl: 'https://example.com/shop/' });
    expect(email.html).toContain('href="https://example.com/shop/dashboard/myOrders"');
    expect(email.html).toContain('href="https://example.com/shop/"');
    expect(email.html).not.toContain('shop//');
  });
});

import { describe, expect, it } from 'vitest';
import { mailKinds } from '../mail/messages';
import { messageOf, managePath } from '../mail/templates/test-data';
import { notificationsOf } from './notifications';

/** What the sample messages hold that no notification may carry: names, addresses, contacts, secrets, ids of payments. */
const privateParts = [
  'Ada Lovelace',
  '12 Elm Road',
  'Grace Hopper',
  'grace@example.com',
  '(555) 010-2000',
  '9 Harbour Lane',
  'The dog is friendly',
  'Linus Pauling',
  'pi_3Nabc123XYZ',
  'pi_3Qdeposit42',
  '1Z999AA10123456784',
  'ada@example.com',
  'Ada K. Lovelace',
  managePath,
  'k3y-s3cret',
  '12 Elm Road, Eugene',
  'Pat Painter',
  'Robin Roller',
  'Living room',
  'pi_3Qbalance42',
];

describe('the notifications of every kind of email', () => {
  it.each(mailKinds)('%s carries only a title, a line, a page of the shop and a tag, nothing private', (kind) => {
    for (const { payload, audience, kind: preference } of notificationsOf(messageOf(kind))) {
      expect(Object.keys(payload).sort()).toEqual(['body', 'tag', 'title', 'url']);
      expect(payload.url).toMatch(/^\/[\w/-]*$/);
      expect(payload.title).not.toBe('');
      expect(['recipient', 'admins']).toContain(audience);
      expect(preference).toBeTruthy();
      const text = JSON.stringify(payload);
      for (const part of privateParts) expect(text, `${kind} names ${part}`).not.toContain(part);
    }
  });

  it('tells customers of their cancelled order and quote, with what was refunded', () => {
    expect(notificationsOf(messageOf('order-cancelled'))).toEqual([
      {
        audience: 'recipient',
        kind: 'orders',
        payload: {
          title: 'Order 3F9A2C7E was cancelled',
          body: '$1,924.99 is on its way back to your card.',
          url: '/dashboard/myOrders/3f9a2c7e-1b2d-4e5f-8a9b-0c1d2e3f4a5b',
          tag: 'order:3f9a2c7e-1b2d-4e5f-8a9b-0c1d2e3f4a5b',
        },
      },
    ]);
    const [quote, ...others] = notificationsOf(messageOf('quote-cancelled'));
    expect(others).toEqual([]);
    expect(quote).toMatchObject({ audience: 'recipient', kind: 'quotes' });
    expect(quote!.payload.body).toBe('Its deposit of $370.37 is on its way back to your card.');
  });

  it('tells a visitor of their visit in the shop’s time zone, and admins of a new one; the shop’s own mail alone', () => {
    const [reminder] = notificationsOf(messageOf('visit-reminder'));
    expect(reminder!.payload).toEqual({
      title: 'Your colour consultation is tomorrow',
      body: 'Thursday 26 November 2026, 10:30 to 11:00',
      url: '/dashboard/visits',
      tag: 'visit:7c1e4b2a-0000-4000-8000-000000000042',
    });
    expect(notificationsOf(messageOf('shop-new-visit'))).toEqual([
      expect.objectContaining({ audience: 'admins', kind: 'newVisits' }),
    ]);
    expect(notificationsOf(messageOf('shop-contact-message'))).toEqual([]);
    expect(notificationsOf(messageOf('quote-accepted'))).toEqual([]);
  });
});

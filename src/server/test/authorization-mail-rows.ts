import { randomUUID } from 'node:crypto';
import { signUnsubscribe } from '../mail/unsubscribe-token';
import { testMailQueue, testMailSettings } from './app';
import { adminOnly, everyone, type MatrixWorld, pathRow, type Row, routeRow, signedIn } from './authorization-rows';

/**
 * The matrix rows of the shop's outgoing mail: the queue the admins' alone, each reader's preferences their own,
 * and a one-click unsubscribe anyone's who holds its signed link.
 */
export function mailRows(world: MatrixWorld): Row[] {
  const anEmail = async () => {
    const row = await world.database.db.transaction((tx) =>
      testMailQueue.queueEmail(tx, 'matrix@example.com', {
        kind: 'shop-contact-message',
        data: { name: 'Matrix', email: 'matrix@example.com', subject: 'Hello', message: 'Hi' },
      }),
    );
    return row!.id;
  };
  return [
    pathRow('GET', '/api/emails', async () => '/api/emails?limit=5', adminOnly(200)),
    pathRow('POST', '/api/emails/:id/resend', async () => `/api/emails/${await anEmail()}/resend`, adminOnly(200)),
    routeRow('GET', '/api/mail/preferences', signedIn(200)),
    {
      method: 'PUT',
      route: '/api/mail/preferences',
      prepare: async () => ({ path: '/api/mail/preferences', body: { reviews: true, reminders: true, news: false } }),
      expect: signedIn(200),
    },
    pathRow(
      'POST',
      '/api/mail/unsubscribe',
      async () => {
        const claim = { email: 'matrix@example.com', topic: 'news' as const, id: randomUUID() };
        return `/api/mail/unsubscribe?token=${signUnsubscribe(claim, testMailSettings.unsubscribeKey)}`;
      },
      everyone(200),
    ),
  ];
}

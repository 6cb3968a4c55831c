import { testMailQueue } from './app';
import { adminOnly, type MatrixWorld, pathRow, type Row } from './authorization-rows';

/** The matrix rows of the shop's outgoing mail: the admins' alone. */
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
  ];
}

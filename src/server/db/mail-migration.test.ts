import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useMigrationDatabases } from '../test/migrations';

const databaseBefore = useMigrationDatabases();

describe('the migration that keeps mail secrets only until sent', () => {
  it('moves a waiting email’s manage link apart, drops a sent one’s, and marks the mail anonymous actions caused', async () => {
    const { db, migrateAll } = await databaseBefore('0017_mail_leases_secrets_anonymous');
    await db.execute(sql`insert into users (email) values ('signed.in@example.com')`);
    await db.execute(sql`
      insert into bookings (starts_at, name, email, phone, address, user_id)
      values (now() + interval '3 days', 'Ana', 'ana@example.com', '555', '1 Main', null),
        (now() + interval '4 days', 'Ben', 'signed.in@example.com', '555', '2 Main',
          (select id from users where email = 'signed.in@example.com'))`);
    await db.execute(sql`
      insert into emails (kind, to_address, subject, data, message_id, status)
      select kind, b.email, 'Subject', jsonb_build_object('visitId', b.id, 'name', b.name) || extra,
        gen_random_uuid()::text, status
      from bookings b, (values
        ('visit-booked', 'sent', '{"managePath": "/visits/x?key=sent-key"}'::jsonb),
        ('visit-reminder', 'waiting', '{"managePath": "/visits/x?key=waiting-key"}'::jsonb)) as old(kind, status, extra)`);
    await db.execute(sql`
      insert into emails (kind, to_address, subject, data, message_id)
      values ('shop-contact-message', 'shop@brushwork.test', 'Hello', '{"name": "C"}', 'contact-message-id'),
        ('order-paid', 'ana@example.com', 'Receipt', '{"orderId": "o"}', 'receipt-message-id')`);

    await migrateAll();

    const { rows } = await db.execute<{
      kind: string;
      to_address: string;
      data: object;
      secrets: object | null;
      anonymous: boolean;
    }>(sql`select kind, to_address, data, secrets, anonymous from emails order by kind, to_address`);
    expect(JSON.stringify(rows)).not.toContain('sent-key');
    const of = (kind: string, to: string) => rows.find((row) => row.kind === kind && row.to_address === to)!;
    expect(of('visit-booked', 'ana@example.com')).toMatchObject({ secrets: null, anonymous: true });
    expect(of('visit-booked', 'ana@example.com').data).not.toHaveProperty('managePath');
    expect(of('visit-reminder', 'ana@example.com')).toMatchObject({
      secrets: { managePath: '/visits/x?key=waiting-key' },
      anonymous: false,
    });
    expect(of('visit-reminder', 'ana@example.com').data).not.toHaveProperty('managePath');
    expect(of('visit-booked', 'signed.in@example.com')).toMatchObject({ anonymous: false });
    expect(of('shop-contact-message', 'shop@brushwork.test')).toMatchObject({ anonymous: true });
    expect(of('order-paid', 'ana@example.com')).toMatchObject({ anonymous: false });
  });
});

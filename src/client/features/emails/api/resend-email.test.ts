import { describe, expect, it } from 'vitest';
import type { Email } from '@/shared/answers/shop';
import { withEmail } from './resend-email';

const email = (id: string, fields: Partial<Email> = {}): Email => ({
  _id: id,
  kind: 'order-paid',
  to: 'robin@example.com',
  subject: `Receipt ${id}`,
  status: 'failed',
  attempts: 9,
  sendAfter: '2026-11-25T09:00:00.000Z',
  lastError: 'Greylisted',
  sentAt: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  ...fields,
});

describe('withEmail', () => {
  const page = { rows: [email('a'), email('b'), email('c')], total: 40 };
  const resent = email('b', { status: 'waiting', attempts: 0, lastError: null, sendAfter: '2026-11-25T10:00:00.000Z' });

  it("puts the shop's answer in the email's place, the other rows and the total as they were", () => {
    const updated = withEmail(page, resent)!;
    expect(updated.rows).toEqual([page.rows[0], resent, page.rows[2]]);
    expect(updated.total).toBe(40);
    expect(page.rows[1]!.status).toBe('failed');
  });

  it('leaves a page without the email, or none saved, as it is', () => {
    expect(withEmail(page, email('z'))).toBe(page);
    expect(withEmail(undefined, resent)).toBeUndefined();
  });
});

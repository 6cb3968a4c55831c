import { describe, expect, it } from 'vitest';
import type { Email } from '@/shared/answers/shop';
import { formatDateTime } from '@/client/lib/format-date-time';
import { attemptsInWords, canResend, dueInWords, kindInWords, statusDetail } from './email-words';

const now = Date.parse('2026-11-25T10:00:00Z');
const email = (fields: Partial<Email>): Email => ({
  _id: 'e1',
  kind: 'visit-booked',
  to: 'rosa@example.com',
  subject: 'Your colour consultation with Brushwork is booked',
  status: 'waiting',
  attempts: 0,
  sendAfter: '2026-11-25T10:00:00.000Z',
  lastError: null,
  sentAt: null,
  createdAt: '2026-11-25T09:59:00.000Z',
  ...fields,
});

describe('kindInWords', () => {
  it("tells each of the server's kinds in words", () => {
    expect(kindInWords('order-paid')).toBe('Receipt');
    expect(kindInWords('visit-reminder')).toBe('Visit reminder');
    expect(kindInWords('shop-contact-message')).toBe('Contact message, to the shop');
  });

  it('shows a kind it does not know by its own name', () => {
    expect(kindInWords('gift-card-sent')).toBe('gift card sent');
  });
});

describe('dueInWords', () => {
  it('is due now when its time has come or is under a minute away', () => {
    expect(dueInWords('2026-11-25T09:30:00Z', now)).toBe('due now');
    expect(dueInWords('2026-11-25T10:00:40Z', now)).toBe('due now');
  });

  it('counts the minutes within the hour', () => {
    expect(dueInWords('2026-11-25T10:05:00Z', now)).toBe('due in 5 min');
    expect(dueInWords('2026-11-25T10:59:00Z', now)).toBe('due in 59 min');
  });

  it("tells the clock's time from an hour on", () => {
    expect(dueInWords('2026-11-25T11:00:00Z', now)).toBe(`due ${formatDateTime('2026-11-25T11:00:00Z')}`);
    expect(dueInWords('2026-11-26T10:00:00Z', now)).toBe(`due ${formatDateTime('2026-11-26T10:00:00Z')}`);
  });
});

describe('attemptsInWords', () => {
  it('says how often the shop tried', () => {
    expect(attemptsInWords(0)).toBe('not tried yet');
    expect(attemptsInWords(1)).toBe('tried once');
    expect(attemptsInWords(4)).toBe('tried 4 times');
  });
});

describe('statusDetail', () => {
  it('gives a sent email its time', () => {
    const sent = email({ status: 'sent', attempts: 1, sentAt: '2026-11-25T09:59:30Z' });
    expect(statusDetail(sent, now)).toBe(formatDateTime('2026-11-25T09:59:30Z'));
  });

  it('gives a waiting email when it is due and how often it was tried', () => {
    expect(statusDetail(email({}), now)).toBe('due now, not tried yet');
    expect(statusDetail(email({ attempts: 3, sendAfter: '2026-11-25T10:08:00Z' }), now)).toBe(
      'due in 8 min, tried 3 times',
    );
  });

  it('gives a failed email its reason', () => {
    const reason = 'Too many emails to this address this hour; resend from the dashboard if it is wanted.';
    expect(statusDetail(email({ status: 'failed', lastError: reason }), now)).toBe(reason);
    expect(statusDetail(email({ status: 'failed' }), now)).toBe('No reason was recorded.');
  });
});

describe('canResend', () => {
  it('offers a sent or failed email again, never a waiting one', () => {
    expect(canResend(email({ status: 'sent' }))).toBe(true);
    expect(canResend(email({ status: 'failed' }))).toBe(true);
    expect(canResend(email({ status: 'waiting' }))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { renderEmail } from './index';
import { itSaysEach } from '../../test/email-parts';
import { context, createVisit, managePath, messageOf } from './test-data';

const manageUrl = `https://shop.example${managePath}`;

/** The calendar file's properties, its folded lines unfolded (RFC 5545 §3.1): name → values. */
function calendarProperties(ics: string): Map<string, string[]> {
  expect(ics).toMatch(/\r\n/);
  const properties = new Map<string, string[]>();
  for (const line of ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)) {
    const colon = line.indexOf(':');
    expect(colon, line).toBeGreaterThan(0);
    const name = line.slice(0, colon).split(';')[0]!;
    properties.set(name, [...(properties.get(name) ?? []), line.slice(colon + 1)]);
  }
  return properties;
}

describe('visit messages', () => {
  itSaysEach([
    {
      name: "visit-booked: when in the shop's zone, where, what to expect and the manage link",
      kind: 'visit-booked',
      subject: 'Your colour consultation with Brushwork is booked',
      // 18:30 UTC is 10:30 in Los Angeles: told as the shop's clock shows it, not the server's.
      says: [
        'Thursday 26 November 2026, 10:30 to 11:00',
        '9 Harbour Lane, Eugene',
        'real swatches',
        '(555) 010-2000',
        'The dog is friendly.',
        manageUrl,
      ],
      html: [`href="${manageUrl}"`],
      text: [`Change or cancel your visit ${manageUrl}`],
    },
    {
      name: 'visit-reminder: tomorrow, with the manage link',
      kind: 'visit-reminder',
      subject: 'Reminder: your colour consultation with Brushwork is tomorrow',
      says: ['tomorrow', 'Thursday 26 November 2026, 10:30 to 11:00', manageUrl],
    },
    {
      name: 'visit-cancelled: the cancelled visit, and a link to book another; no calendar file',
      kind: 'visit-cancelled',
      subject: 'Your colour consultation with Brushwork was cancelled',
      says: ['Thursday 26 November 2026, 10:30 to 11:00', '9 Harbour Lane, Eugene'],
      html: ['href="https://shop.example/book"'],
      text: ['Book another visit https://shop.example/book'],
      noAttachments: true,
    },
  ]);

  it('visit-booked carries the visit as an .ics file', async () => {
    const email = await renderEmail(messageOf('visit-booked'), context);
    expect(email.attachments).toHaveLength(1);
    const [calendar] = email.attachments;
    expect(calendar!.filename).toMatch(/\.ics$/);
    expect(calendar!.contentType).toMatch(/^text\/calendar; charset=utf-8; method=PUBLISH$/);
    const ics = calendarProperties(calendar!.content);
    expect(ics.get('BEGIN')).toEqual(['VCALENDAR', 'VEVENT']);
    expect(ics.get('END')).toEqual(['VEVENT', 'VCALENDAR']);
    expect(ics.get('METHOD')).toEqual(['PUBLISH']);
    expect(ics.get('DTSTART')).toEqual(['20261126T183000Z']);
    expect(ics.get('DTEND')).toEqual(['20261126T190000Z']);
    expect(ics.get('UID')).toEqual(['visit-7c1e4b2a-0000-4000-8000-000000000042@brushwork']);
    expect(ics.get('LOCATION')).toEqual(['9 Harbour Lane\\, Eugene']);
    expect(ics.get('URL')).toEqual([manageUrl]);
    expect(ics.get('DESCRIPTION')![0]).toContain(`Change or cancel: ${manageUrl}`);
  });

  it("visit-reminder's .ics is the same event as the booking's", async () => {
    const booked = await renderEmail(messageOf('visit-booked'), context);
    const email = await renderEmail(messageOf('visit-reminder'), context);
    // The same UID: a calendar updates the visit the confirmation's file put there rather than doubling it.
    const uid = (content: string) => calendarProperties(content).get('UID');
    expect(uid(email.attachments[0]!.content)).toEqual(uid(booked.attachments[0]!.content));
    expect(calendarProperties(email.attachments[0]!.content).get('DTSTART')).toEqual(['20261126T183000Z']);
  });

  it('tells a visit on the day after the clocks change at its local time, and its .ics in UTC', async () => {
    // 2026-03-08 the US moved to daylight time: 9:00 in Los Angeles on the 9th is 16:00 UTC, not 17:00.
    const visit = { ...createVisit({ start: '2026-03-09T09:00:00-07:00' }), managePath };
    const email = await renderEmail(messageOf('visit-booked', visit), context);
    expect(email.text).toContain('Monday 9 March 2026, 09:00 to 09:30');
    expect(calendarProperties(email.attachments[0]!.content).get('DTSTART')).toEqual(['20260309T160000Z']);
  });

  it("escapes a hostile visitor's name and notes in the HTML", async () => {
    const hostile = createVisit({ name: '<script>alert(1)</script>', notes: '<img src=x onerror=alert(1)>' });
    const email = await renderEmail(messageOf('visit-booked', { ...hostile, managePath }), context);
    expect(email.html).not.toMatch(/<script|<img/);
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

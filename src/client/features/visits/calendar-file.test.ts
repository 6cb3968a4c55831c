import { describe, expect, it } from 'vitest';
import { visitCalendarFile } from './calendar-file';
import { visitDay, visitWhen } from './visit-words';

describe('a visit', () => {
  it('is named by the shop’s own clock, whatever the device’s zone', () => {
    expect(visitWhen('2026-11-02T09:00:00-05:00')).toBe('Monday 2 November at 09:00');
    expect(visitDay('2026-03-09T16:30:00-04:00')).toBe('Monday 9 March');
  });

  it('goes into a calendar as a half-hour event in UTC, its text escaped and long lines folded', () => {
    const file = visitCalendarFile(
      {
        start: '2026-11-02T09:00:00-05:00',
        address: '12 Elm St, Eugene; OR',
        notes: 'Two rooms\nnorth light '.repeat(6),
      },
      'abc',
    );
    expect(file).toContain('\r\nDTSTART:20261102T140000Z\r\n');
    expect(file).toContain('\r\nDTEND:20261102T143000Z\r\n');
    expect(file).toContain('LOCATION:12 Elm St\\, Eugene\\; OR');
    expect(file).toContain('\r\nUID:abc@brushwork\r\n');
    expect(file.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(file.replace(/\r\n[ \t]/g, '')).toContain('DESCRIPTION:A free half-hour colour consultation');
    expect(file.startsWith('BEGIN:VCALENDAR\r\n') && file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

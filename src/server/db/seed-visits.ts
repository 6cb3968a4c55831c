import { addDays, shopDate, zonedInstant } from '@/shared/slots';
import type { bookings } from './schema';

const seedVisitors = [
  { name: 'Marta Lindqvist', phone: '+1 (541) 555-0142', address: '88 Alder St, Eugene OR 97401', minute: 10 * 60 },
  {
    name: 'Joseph Abara',
    phone: '+1 (541) 555-0178',
    address: '7 Willamette Ave, Eugene OR 97405',
    minute: 14 * 60 + 30,
  },
  { name: 'Hana Sato', phone: '+1 (541) 555-0191', address: '410 Pearl St, Eugene OR 97401', minute: 11 * 60 },
];
const seedVisitNotes = [
  'Living room and hall; thinking of a warm grey.',
  'Exterior trim and the front door. Peeling near the gutters.',
  'Small nursery, north-facing. Low-odour paints please.',
];

/** A few colour consultations on the next weekdays after `now`, in the shop's time zone. */
export function seedVisits(timeZone: string, now = Date.now()): (typeof bookings.$inferInsert)[] {
  const weekdays: string[] = [];
  for (let day = 1; weekdays.length < seedVisitors.length; day++) {
    const date = addDays(shopDate(now, timeZone), day);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) weekdays.push(date);
  }
  return seedVisitors.map(({ minute, ...visitor }, index) => ({
    ...visitor,
    email: `${visitor.name.split(' ')[0]!.toLowerCase()}@example.com`,
    notes: seedVisitNotes[index]!,
    startsAt: new Date(zonedInstant(weekdays[index]!, minute, timeZone)),
    visitDay: weekdays[index]!,
  }));
}

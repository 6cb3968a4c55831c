import type { Booking, Slot } from '@/shared/api-types';
import { jsonRequest } from './app';
import { adminOnly, everyone, type MatrixWorld, type Row, signedIn } from './authorization-rows';

/** The matrix rows of consultations: each call books a visit of its own, the owner's with the owner's email. */
export function bookingRows(world: MatrixWorld): Row[] {
  const used = new Set<string>();
  async function freeVisit(): Promise<string> {
    const slots = (await (await world.app.request('/api/slots')).json()) as Slot[];
    const free = slots.find((slot) => slot.available && !used.has(slot.start));
    if (!free) throw new Error('No visit left to book in the next 14 days.');
    used.add(free.start);
    return free.start;
  }
  const visit = async (email: string) => ({
    start: await freeVisit(),
    name: 'Matrix Visitor',
    email,
    phone: '+1 555 010 0200',
    address: '1 Main St, Eugene OR',
    notes: '',
  });
  async function ownersBooking(): Promise<Booking> {
    const response = await world.app.request('/api/bookings', jsonRequest('POST', await visit(world.owner.user.email)));
    return (await response.json()) as Booking;
  }

  return [
    { method: 'GET', route: '/api/slots', prepare: async () => ({ path: '/api/slots?days=3' }), expect: everyone(200) },
    {
      method: 'POST',
      route: '/api/bookings',
      prepare: async (caller) => ({ path: '/api/bookings', body: await visit(caller.email || 'walk-in@example.com') }),
      expect: everyone(201),
    },
    { method: 'GET', route: '/api/bookings', prepare: async () => ({ path: '/api/bookings' }), expect: adminOnly(200) },
    {
      method: 'GET',
      route: '/api/bookings/mine',
      prepare: async () => ({ path: '/api/bookings/mine' }),
      expect: signedIn(200),
    },
    {
      method: 'DELETE',
      route: '/api/bookings/:id',
      prepare: async () => ({ path: `/api/bookings/${(await ownersBooking())._id}` }),
      expect: { anonymous: 401, owner: 200, other: 404, admin: 200 },
    },
  ];
}

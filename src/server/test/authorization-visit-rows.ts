import type { BookedVisit, Slot } from '@/shared/answers/visits';
import { jsonRequest } from './app';
import { adminOnly, everyone, type MatrixWorld, type Row, routeRow, signedIn, pathRow } from './authorization-rows';

/**
 * The matrix rows of consultations: each call books a visit of its own, the owner's while signed in as the
 * owner, and never two on one day for one email (the shop allows one).
 */
export function visitRows(world: MatrixWorld): Row[] {
  const used = new Set<string>();
  const daysBooked = new Set<string>();
  async function freeVisit(email: string): Promise<string> {
    const slots = (await (await world.app.request('/api/slots')).json()) as Slot[];
    const dayOf = (slot: Slot) => `${email} ${slot.start.slice(0, 10)}`;
    const free = slots.find((slot) => slot.available && !used.has(slot.start) && !daysBooked.has(dayOf(slot)));
    if (!free) throw new Error('No visit left to book in the next 14 days.');
    used.add(free.start);
    daysBooked.add(dayOf(free));
    return free.start;
  }
  const visit = async (email: string) => ({
    start: await freeVisit(email),
    name: 'Matrix Visitor',
    email,
    phone: '+1 555 010 0200',
    address: '1 Main St, Eugene OR',
    notes: '',
  });
  async function booked(email: string, auth: Record<string, string> = {}): Promise<BookedVisit> {
    const response = await world.app.request('/api/bookings', jsonRequest('POST', await visit(email), auth));
    return (await response.json()) as BookedVisit;
  }
  const ownersVisit = () => booked(world.owner.user.email, world.owner.auth);
  // A guest's visit: its manage link is what lets anyone in, with or without an account. A guest of their own
  // each time, as one email books one visit a day and the matrix asks for more visits than there are days.
  let guests = 0;
  const guestsManageUrl = async () => `/api${(await booked(`guest${++guests}.matrix@example.com`)).manageUrl}`;

  return [
    pathRow('GET', '/api/slots', async () => '/api/slots?days=3', everyone(200)),
    {
      method: 'POST',
      route: '/api/bookings',
      prepare: async (caller) => ({ path: '/api/bookings', body: await visit(caller.email || 'walk-in@example.com') }),
      expect: everyone(201),
    },
    routeRow('GET', '/api/bookings', adminOnly(200)),
    routeRow('GET', '/api/bookings/mine', signedIn(200)),
    pathRow('DELETE', '/api/bookings/:id', async () => `/api/bookings/${(await ownersVisit())._id}`, {
      anonymous: 401,
      owner: 200,
      other: 404,
      admin: 200,
    }),
    pathRow('GET', '/api/visits/:id', async () => await guestsManageUrl(), everyone(200)),
    {
      method: 'PUT',
      route: '/api/visits/:id',
      // The link moves its visit to the time it has: allowed to anyone who holds it, and nothing to send.
      prepare: async () => {
        const guest = await booked(`guest${++guests}.matrix@example.com`);
        return { path: `/api${guest.manageUrl}`, body: { start: guest.start } };
      },
      expect: everyone(200),
    },
    pathRow('DELETE', '/api/visits/:id', async () => await guestsManageUrl(), everyone(200)),
  ];
}

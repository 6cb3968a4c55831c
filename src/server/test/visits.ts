import type { Slot } from '@/shared/answers/visits';
import type { TestApp } from './app';

/** The visits the app offers that are still free. */
export const freeSlots = async (app: TestApp) =>
  ((await (await app.request('/api/slots')).json()) as Slot[]).filter((slot) => slot.available);

/** A booking's body for the visit at `start`: one email a visit by default, since an email books one a day. */
export const visitBody = (start: string, overrides: Record<string, string> = {}) => ({
  start,
  name: 'Rosa Painter',
  email: `rosa${start.slice(0, 16).replace(/\D/g, '')}@example.com`,
  phone: '+1 (541) 555-0134',
  address: '12 Elm St, Eugene OR 97401',
  notes: 'Two bedrooms, north light.',
  ...overrides,
});

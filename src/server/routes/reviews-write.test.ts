import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Review } from '@/shared/answers/catalogue';
import type { DatabaseHandle } from '../db/client';
import { reviews } from '../db/schema';
import { jsonRequest, signedInUser, type TestApp, appWithRateLimits } from '../test/app';
import { type Person, useTestAppWithPeople } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;
let customer: Person;

useTestAppWithPeople((world) => ({ database, app, customer } = world), { name: 'Casey Profile' });

describe('reviews', () => {
  it('takes the name from the profile, never from the body', async () => {
    const response = await app.request(
      '/api/reviews',
      jsonRequest('POST', { name: 'Admin', message: 'Great crew', rating: 4 }, customer.auth),
    );
    expect(response.status).toBe(201);
    expect((await response.json()) as Review).toMatchObject({
      name: 'Casey Profile',
      rating: 4,
      message: 'Great crew',
    });
  });

  it.each([[-1], [6], [2.5], ['5'], [null]])('refuses the rating %s', async (rating) => {
    const before = (await database.db.select().from(reviews)).length;
    const response = await app.request('/api/reviews', jsonRequest('POST', { message: 'x', rating }, customer.auth));
    expect(response.status).toBe(422);
    expect(await database.db.select().from(reviews)).toHaveLength(before);
  });

  it('accepts 0 and 5, refuses an empty message and anonymous reviewers', async () => {
    expect(
      (await app.request('/api/reviews', jsonRequest('POST', { message: 'Zero', rating: 0 }, customer.auth))).status,
    ).toBe(201);
    expect(
      (await app.request('/api/reviews', jsonRequest('POST', { message: 'Five', rating: 5 }, customer.auth))).status,
    ).toBe(201);
    expect(
      (await app.request('/api/reviews', jsonRequest('POST', { message: ' ', rating: 3 }, customer.auth))).status,
    ).toBe(422);
    expect((await app.request('/api/reviews', jsonRequest('POST', { message: 'Anon', rating: 3 }))).status).toBe(401);
  });

  it('stores a replay with the same Idempotency-Key once', async () => {
    const reviewer = await signedInUser(database);
    const send = () =>
      app.request(
        '/api/reviews',
        jsonRequest(
          'POST',
          { message: 'Once only', rating: 5 },
          { ...reviewer.auth, 'Idempotency-Key': 'review-entry-1' },
        ),
      );
    await send();
    await send();
    expect(await database.db.select().from(reviews).where(eq(reviews.userId, reviewer.user.id))).toHaveLength(1);
  });

  it('rate limits a reviewer with 429', async () => {
    const limited = appWithRateLimits(database, { reviews: { limit: 1, windowMs: 60_000 } });
    const reviewer = await signedInUser(database);
    const send = () =>
      limited.request('/api/reviews', jsonRequest('POST', { message: 'Hi', rating: 3 }, reviewer.auth));
    expect((await send()).status).toBe(201);
    const response = await send();
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBeTruthy();
  });
});

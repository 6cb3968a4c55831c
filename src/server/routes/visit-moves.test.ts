import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookedVisit, Slot, Visit } from '@/shared/answers/visits';
import type { DatabaseHandle } from '../db/client';
import { bookings, emails, rateLimitWindows } from '../db/schema';
import { type createTestApp, jsonRequest, signedInUser, testMailSettings } from '../test/app';
import { type Person, useTestApp } from '../test/use-test-app';
import { freeSlots, visitBody } from '../test/visits';

let database: DatabaseHandle;
let app: ReturnType<typeof createTestApp>;
let admin: Person;
useTestApp(
  async (opened) => {
    ({ database, app } = opened);
    admin = await signedInUser(database, { role: 'admin' });
  },
  { freshEachTest: [bookings, emails, rateLimitWindows] },
);

const dayMs = 24 * 60 * 60 * 1000;
/** The free visits at least two days ahead (so that each has a reminder waiting), by day. */
async function laterDays(): Promise<Slot[][]> {
  const byDay = new Map<string, Slot[]>();
  for (const slot of await freeSlots(app))
    if (Date.parse(slot.start) > Date.now() + 2 * dayMs)
      byDay.set(slot.start.slice(0, 10), [...(byDay.get(slot.start.slice(0, 10)) ?? []), slot]);
  return [...byDay.values()];
}
/** One free visit a day, at least two days ahead. */
const laterSlots = async () => (await laterDays()).map(([slot]) => slot!);
async function book(start: string, email: string) {
  const answer = await app.request('/api/bookings', jsonRequest('POST', visitBody(start, { email })));
  expect(answer.status).toBe(201);
  return (await answer.json()) as BookedVisit;
}
const move = (visit: BookedVisit, start: string, path = visit.manageUrl) =>
  app.request(`/api${path}`, jsonRequest('PUT', { start }));
const mailOf = (address: string) =>
  database.db.select().from(emails).where(eq(emails.toAddress, address)).orderBy(asc(emails.createdAt));
const startOf = async (id: string) =>
  (await database.db.select({ startsAt: bookings.startsAt }).from(bookings).where(eq(bookings.id, id)))[0]!.startsAt;

describe('a visit moved through its manage link', () => {
  it('takes the free time, tells the visitor with the old time and the link, and moves its reminder with it', async () => {
    const [first, second, third] = await laterSlots();
    const visit = await book(first!.start, 'mover@example.com');
    const answer = await move(visit, second!.start);
    expect(answer.status).toBe(200);
    const moved = (await answer.json()) as Visit;
    expect(Date.parse(moved.start)).toBe(Date.parse(second!.start));

    const slots = await freeSlots(app);
    expect(slots.some((slot) => slot.start === first!.start)).toBe(true);
    expect(slots.some((slot) => slot.start === second!.start)).toBe(false);

    const mail = await mailOf('mover@example.com');
    const movedMail = mail.find((row) => row.kind === 'visit-moved');
    expect(movedMail).toMatchObject({
      status: 'waiting',
      subject: 'Your colour consultation with Brushwork has a new time',
    });
    expect(Date.parse((movedMail!.data as { previousStart: string }).previousStart)).toBe(Date.parse(first!.start));
    expect(movedMail!.secrets).toEqual({ managePath: visit.manageUrl });
    const [notice] = (await mailOf(testMailSettings.shopEmail)).filter((row) => row.kind === 'shop-visit-moved');
    expect(notice).toMatchObject({ subject: 'Visit moved by Rosa Painter' });
    expect(Date.parse((notice!.data as { start: string }).start)).toBe(Date.parse(second!.start));
    const reminders = mail.filter((row) => row.kind === 'visit-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.sendAfter!.getTime()).toBe(Date.parse(second!.start) - dayMs);

    // The reminder sent for a time already passed gives its key to the next one: a later move still reminds.
    await database.db.update(emails).set({ status: 'sent' }).where(eq(emails.id, reminders[0]!.id));
    expect((await move(visit, third!.start)).status).toBe(200);
    const after = (await mailOf('mover@example.com')).filter((row) => row.kind === 'visit-reminder');
    expect(after.map((row) => [row.status, row.sendAfter!.getTime()])).toEqual([
      ['sent', Date.parse(second!.start) - dayMs],
      ['waiting', Date.parse(third!.start) - dayMs],
    ]);
  });

  it('keeps an admin from resending a confirmation that tells the time the visit moved from (409)', async () => {
    const [first, second] = await laterSlots();
    const visit = await book(first!.start, 'resender@example.com');
    expect((await move(visit, second!.start)).status).toBe(200);
    const sent = { status: 'sent' as const, secrets: null };
    await database.db.update(emails).set(sent).where(eq(emails.toAddress, 'resender@example.com'));
    const mail = await mailOf('resender@example.com');
    const resend = async (kind: string) => {
      const row = mail.find((each) => each.kind === kind)!;
      return app.request(`/api/emails/${row.id}/resend`, { method: 'POST', headers: admin.auth });
    };
    const stale = await resend('visit-booked');
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toContain('moved since');
    expect((await resend('visit-moved')).status).toBe(200);
  });

  it('changes nothing and sends nothing when moved to the time it has', async () => {
    const [first] = await laterSlots();
    const visit = await book(first!.start, 'stays@example.com');
    const before = await mailOf('stays@example.com');
    const answer = await move(visit, first!.start);
    expect(answer.status).toBe(200);
    expect(await mailOf('stays@example.com')).toEqual(before);
  });

  it('refuses a taken time naming the next free ones, a past or unknown time, another visit that day and a wrong key', async () => {
    const [first, second] = await laterSlots();
    const visit = await book(first!.start, 'refused@example.com');
    const other = await book(second!.start, 'other@example.com');
    const mailBefore = await mailOf('refused@example.com');

    const taken = await move(visit, second!.start);
    expect(taken.status).toBe(409);
    const { error } = (await taken.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('slot_taken');
    expect(error.message).toMatch(/^That time was just booked by someone else\. The next free times: .+ to .+; .+\.$/);

    const past = new Date(Date.now() - dayMs).toISOString();
    expect((await move(visit, past)).status).toBe(422);
    expect((await move(visit, `${first!.start.slice(0, 11)}03:00:00Z`)).status).toBe(422);
    expect((await move(visit, '')).status).toBe(422);

    const wrongKey = `${visit.manageUrl.slice(0, -4)}AAAA`;
    expect((await move(visit, second!.start, wrongKey)).status).toBe(404);
    expect((await move(other, first!.start, visit.manageUrl.replace(visit._id, other._id))).status).toBe(404);

    expect((await startOf(visit._id)).getTime()).toBe(Date.parse(first!.start));
    expect((await startOf(other._id)).getTime()).toBe(Date.parse(second!.start));
    expect(await mailOf('refused@example.com')).toEqual(mailBefore);
  });

  it('refuses a time on a day its visitor has another visit', async () => {
    const [dayOne, dayTwo] = await laterDays();
    const visit = await book(dayOne![0]!.start, 'twice@example.com');
    await book(dayTwo![0]!.start, 'twice@example.com');
    const answer = await move(visit, dayTwo![1]!.start);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('one_visit_a_day');
    expect((await startOf(visit._id)).getTime()).toBe(Date.parse(dayOne![0]!.start));
  });

  it('gives a time two visits are moved to at once to one of them; the other hears 409', async () => {
    const [first, second, third] = await laterSlots();
    const one = await book(first!.start, 'race.one@example.com');
    const two = await book(second!.start, 'race.two@example.com');
    const answers = await Promise.all([move(one, third!.start), move(two, third!.start)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const starts = [(await startOf(one._id)).getTime(), (await startOf(two._id)).getTime()];
    expect(starts.filter((start) => start === Date.parse(third!.start))).toHaveLength(1);
  });

  it('refuses a visit that has passed, and a fourth move in a day', async () => {
    const [first, second, third] = await laterSlots();
    const visit = await book(first!.start, 'restless@example.com');
    for (const start of [second!.start, third!.start, first!.start])
      expect((await move(visit, start)).status).toBe(200);
    const fourth = await move(visit, second!.start);
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as { error: { message: string } }).error.message).toMatch(
      /^This visit was moved 3 times today\. Call us on .+ to move it again\.$/,
    );

    const passed = await book(second!.start, 'passed@example.com');
    await database.db
      .update(bookings)
      .set({ startsAt: new Date(Date.now() - dayMs) })
      .where(eq(bookings.id, passed._id));
    const refused = await move(passed, second!.start);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('visit_passed');
  });
});

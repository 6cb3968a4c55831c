import { eq } from 'drizzle-orm';
import { quotes } from '../db/schema';
import { adminOnly, type MatrixWorld, type Row } from './authorization-rows';
import { extraBody } from './jobs';
import { pngSignature } from './quotes';

/** The job's customer decides its priced changes; an admin 403; anyone else, its painter too, 404. */
const changeDeciders = (status: number) => ({
  anonymous: 401,
  owner: status,
  other: 404,
  admin: 403,
  painter: 404,
  otherPainter: 404,
});
/**
 * The matrix rows of a job's changes and its colour schedule, each on a fresh job of the owner's quote (`newJob`),
 * the world's painter on it; `crewOnly` is what only the job's crew does.
 */
export function changeRows(
  world: MatrixWorld,
  newJob: () => Promise<{ _id: string; quoteId: string }>,
  call: (method: string, path: string, auth: Record<string, string>, body?: unknown) => Promise<unknown>,
  crewOnly: (status: number) => Row['expect'],
): Row[] {
  /** A change proposed by the world's painter on a fresh job, and one the admin priced: their ids. */
  const proposed = async () => {
    const job = await newJob();
    const change = (await call('POST', `/api/jobs/${job._id}/changes`, world.painter.auth, {
      description: 'Matrix change.',
    })) as { _id: string };
    return change._id;
  };
  const priced = async () => {
    const id = await proposed();
    await call('PUT', `/api/changes/${id}`, world.admin.auth, { lines: [extraBody] });
    return id;
  };
  const onJob = (method: string, route: string, body: () => unknown, expect: Row['expect']): Row => ({
    method,
    route,
    prepare: async () => ({ path: route.replace(':id', (await newJob())._id), body: body() }),
    expect,
  });
  return [
    {
      method: 'POST',
      route: '/api/jobs/:id/colours/approve',
      prepare: async () => {
        const job = await newJob();
        const paint = { brand: '', colour: 'Matrix white', code: '' };
        await world.database.db
          .update(quotes)
          .set({ roomPaints: [paint] })
          .where(eq(quotes.id, job.quoteId));
        return { path: `/api/jobs/${job._id}/colours/approve` };
      },
      expect: changeDeciders(200),
    },
    onJob('POST', '/api/jobs/:id/changes', () => ({ description: 'Matrix change.' }), crewOnly(201)),
    {
      method: 'PUT',
      route: '/api/changes/:id',
      prepare: async () => ({ path: `/api/changes/${await proposed()}`, body: { lines: [extraBody] } }),
      expect: { ...adminOnly(200), painter: 403, otherPainter: 403 },
    },
    {
      method: 'POST',
      route: '/api/changes/:id/approve',
      prepare: async () => ({
        path: `/api/changes/${await priced()}/approve`,
        body: { signedName: 'Matrix Owner', signature: pngSignature },
      }),
      expect: changeDeciders(200),
    },
    {
      method: 'POST',
      route: '/api/changes/:id/decline',
      prepare: async () => ({ path: `/api/changes/${await priced()}/decline` }),
      expect: changeDeciders(200),
    },
  ];
}

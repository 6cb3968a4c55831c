import { describe, expect, it } from 'vitest';
import type { Post, RecentPost } from '@/shared/answers/catalogue';
import type { DatabaseHandle } from '../db/client';
import { type TestApp } from '../test/app';
import { createPost } from '../test/factories';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp(async (opened) => {
  ({ database, app } = opened);
  await createPost(database.db, { title: 'Oldest', publishedOn: new Date(Date.UTC(2023, 0, 9)) });
  await createPost(database.db, { title: 'Newest', publishedOn: new Date(Date.UTC(2024, 2, 5)) });
  await createPost(database.db, { title: 'Middle', publishedOn: new Date(Date.UTC(2023, 6, 14)) });
  await createPost(database.db, { title: 'Second', publishedOn: new Date(Date.UTC(2024, 0, 20)) });
});

describe('GET /api/posts', () => {
  it('lists every post newest first with dates like "5 March 2024"', async () => {
    const response = await app.request('/api/posts');
    expect(response.status).toBe(200);
    const list = (await response.json()) as Post[];
    expect(list.map((post) => post.title)).toEqual(['Newest', 'Second', 'Middle', 'Oldest']);
    expect(list[0]).toMatchObject({ date: '5 March 2024', img: '/images/blog/brush-care.svg' });
    expect(Object.keys(list[0]!).sort()).toEqual(['_id', 'date', 'desc', 'img', 'title']);
  });
});

describe('GET /api/recentPosts', () => {
  it('answers the newest three with image, title and date', async () => {
    const list = (await (await app.request('/api/recentPosts')).json()) as RecentPost[];
    expect(list.map((post) => post.title)).toEqual(['Newest', 'Second', 'Middle']);
    expect(Object.keys(list[0]!).sort()).toEqual(['_id', 'date', 'img', 'title']);
  });
});

describe('GET /api/posts/:id', () => {
  it('answers the whole post: title, image, date and the full text', async () => {
    const long = 'A long post. '.repeat(200).trim();
    const post = await createPost(database.db, { title: 'Whole', description: long });
    const response = await app.request(`/api/posts/${post.id}`);
    expect(response.status).toBe(200);
    expect((await response.json()) as Post).toEqual({
      _id: post.id,
      title: 'Whole',
      img: post.image,
      desc: long,
      date: expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/),
    });
  });

  it('answers 404 in the error shape for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await app.request(`/api/posts/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found', message: 'Post was not found.' } });
    }
  });
});

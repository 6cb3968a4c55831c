import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Post, RecentPost } from '@/shared/api-types';
import { formatPostDate } from '@/shared/dates';
import type { AppDeps } from '../app-deps';
import { posts } from '../db/schema';

export const recentPostCount = 3;

export function toPostDto(row: typeof posts.$inferSelect): Post {
  return { _id: row.id, title: row.title, img: row.image, desc: row.description, date: formatPostDate(row.publishedOn) };
}

export function postsRoutes({ database: { db } }: AppDeps) {
  const newestFirst = [desc(posts.publishedOn), desc(posts.createdAt)] as const;
  return new Hono()
    .get('/posts', async (c) => {
      const rows = await db.select().from(posts).orderBy(...newestFirst);
      return c.json(rows.map(toPostDto));
    })
    .get('/recentPosts', async (c) => {
      const rows = await db.select().from(posts).orderBy(...newestFirst).limit(recentPostCount);
      return c.json(rows.map(({ id, title, image, publishedOn }): RecentPost => ({ _id: id, title, img: image, date: formatPostDate(publishedOn) })));
    });
}

import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Post, RecentPost } from '@/shared/api-types';
import { formatPostDate } from '@/shared/dates';
import { postCreateSchema } from '@/shared/schemas/post';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { posts } from '../db/schema';
import { notFound } from '../http/errors';
import { readId, readJson } from '../http/validation';

export const recentPostCount = 3;

export function toPostDto(row: typeof posts.$inferSelect): Post {
  return {
    _id: row.id,
    title: row.title,
    img: row.image,
    desc: row.description,
    date: formatPostDate(row.publishedOn),
  };
}

export function postsRoutes({ database: { db } }: AppDeps, { admin }: Guards) {
  const newestFirst = [desc(posts.publishedOn), desc(posts.createdAt)] as const;
  return (
    new Hono<{ Variables: AuthVariables }>()
      .get('/posts', async (c) => {
        const rows = await db
          .select()
          .from(posts)
          .orderBy(...newestFirst);
        return c.json(rows.map(toPostDto));
      })
      .get('/posts/:id', async (c) => {
        const id = readId(c, 'Post');
        const [row] = await db.select().from(posts).where(eq(posts.id, id));
        if (!row) throw notFound('Post');
        return c.json(toPostDto(row));
      })
      .get('/recentPosts', async (c) => {
        const rows = await db
          .select()
          .from(posts)
          .orderBy(...newestFirst)
          .limit(recentPostCount);
        return c.json(
          rows.map(({ id, title, image, publishedOn }): RecentPost => ({
            _id: id,
            title,
            img: image,
            date: formatPostDate(publishedOn),
          })),
        );
      })
      /** The post is dated today by the server, whatever date the client sends. */
      .post('/post', ...admin, async (c) => {
        const input = await readJson(c, postCreateSchema);
        const [row] = await db
          .insert(posts)
          .values({ title: input.title, description: input.desc, image: input.img, publishedOn: new Date() })
          .returning();
        return c.json(toPostDto(row!), 201);
      })
      .delete('/post/:id', ...admin, async (c) => {
        const [row] = await db
          .delete(posts)
          .where(eq(posts.id, readId(c, 'Post')))
          .returning();
        if (!row) throw notFound('Post');
        return c.json(toPostDto(row));
      })
  );
}

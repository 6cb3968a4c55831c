import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { type Post, postAnswer, type RecentPost, recentPostAnswer } from '@/shared/answers/catalogue';
import { formatPostDate } from '@/shared/dates';
import { postCreateSchema } from '@/shared/schemas/post';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { posts } from '../db/schema';
import { contract, idParams, jsonBody } from '../http/contract';
import { notFound } from '../http/errors';

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
  const tag = 'Catalogue';
  return (
    new Hono<{ Variables: AuthVariables }>()
      .get(
        '/posts',
        contract({
          tag,
          summary: "The blog's posts, newest first",
          security: 'none',
          answers: { 200: v.array(postAnswer) },
          refusals: [],
        }),
        async (c) => {
          const rows = await db
            .select()
            .from(posts)
            .orderBy(...newestFirst);
          return c.json(rows.map(toPostDto));
        },
      )
      .get(
        '/posts/:id',
        contract({
          tag,
          summary: 'One post of the blog',
          security: 'none',
          answers: { 200: postAnswer },
          refusals: [404],
        }),
        idParams({ id: 'Post' }),
        async (c) => {
          const [row] = await db
            .select()
            .from(posts)
            .where(eq(posts.id, c.req.valid('param').id));
          if (!row) throw notFound('Post');
          return c.json(toPostDto(row));
        },
      )
      .get(
        '/recentPosts',
        contract({
          tag,
          summary: `The ${recentPostCount} newest posts, without their text`,
          security: 'none',
          answers: { 200: v.array(recentPostAnswer) },
          refusals: [],
        }),
        async (c) => {
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
        },
      )
      /** The post is dated today by the server, whatever date the client sends. */
      .post(
        '/post',
        contract({
          tag,
          summary: 'Publishes a post, dated today (admin)',
          security: 'bearer',
          answers: { 201: postAnswer },
          refusals: [400, 401, 403, 413, 415, 422],
        }),
        ...admin,
        jsonBody(postCreateSchema),
        async (c) => {
          const input = c.req.valid('json');
          const [row] = await db
            .insert(posts)
            .values({ title: input.title, description: input.desc, image: input.img, publishedOn: new Date() })
            .returning();
          return c.json(toPostDto(row!), 201);
        },
      )
      .delete(
        '/post/:id',
        contract({
          tag,
          summary: 'Deletes a post (admin)',
          security: 'bearer',
          answers: { 200: postAnswer },
          refusals: [401, 403, 404],
        }),
        ...admin,
        idParams({ id: 'Post' }),
        async (c) => {
          const [row] = await db
            .delete(posts)
            .where(eq(posts.id, c.req.valid('param').id))
            .returning();
          if (!row) throw notFound('Post');
          return c.json(toPostDto(row));
        },
      )
  );
}

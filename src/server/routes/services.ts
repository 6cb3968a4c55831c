import { and, asc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Tool } from '@/shared/api-types';
import { centsToDollars } from '@/shared/money';
import type { AppDeps } from '../app-deps';
import { tools } from '../db/schema';
import { notFound } from '../http/errors';
import { readId } from '../http/validation';

export function toToolDto(row: typeof tools.$inferSelect): Tool {
  return {
    _id: row.id,
    name: row.name,
    desc: row.description,
    img: row.image,
    price: centsToDollars(row.priceCents),
    minOrderQuanity: row.minOrderQuantity,
    orderQuanity: row.availableQuantity,
  };
}

export function servicesRoutes({ database: { db } }: AppDeps) {
  return new Hono()
    .get('/services', async (c) => {
      const rows = await db.select().from(tools).where(isNull(tools.deletedAt)).orderBy(asc(tools.createdAt), asc(tools.name));
      return c.json(rows.map(toToolDto));
    })
    .get('/services/:id', async (c) => {
      const id = readId(c, 'Tool');
      const [row] = await db.select().from(tools).where(and(eq(tools.id, id), isNull(tools.deletedAt)));
      if (!row) throw notFound('Tool');
      return c.json(toToolDto(row));
    });
}

import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Tool } from '@/shared/api-types';
import { centsToDollars, dollarsToCents } from '@/shared/money';
import { toolCreateSchema, type ToolUpdate, toolUpdateSchema } from '@/shared/schemas/tool';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { orderItems, tools } from '../db/schema';
import { notFound } from '../http/errors';
import { readId, readJson } from '../http/validation';

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

/** A tool's fields as the admin's form names them, in the table's columns (its picture apart). */
function toolColumns(tool: ToolUpdate) {
  return {
    name: tool.name,
    description: tool.desc,
    minOrderQuantity: tool.minOrderQuantity,
    availableQuantity: tool.orderQuanitity,
    priceCents: dollarsToCents(tool.price),
  };
}

export function toolsRoutes({ database: { db } }: AppDeps, { admin }: Guards) {
  return new Hono<{ Variables: AuthVariables }>()
    .get('/services', async (c) => {
      const rows = await db
        .select()
        .from(tools)
        .where(isNull(tools.deletedAt))
        .orderBy(asc(tools.createdAt), asc(tools.name));
      return c.json(rows.map(toToolDto));
    })
    .get('/services/:id', async (c) => {
      const id = readId(c, 'Tool');
      const [row] = await db
        .select()
        .from(tools)
        .where(and(eq(tools.id, id), isNull(tools.deletedAt)));
      if (!row) throw notFound('Tool');
      return c.json(toToolDto(row));
    })
    .post('/services', ...admin, async (c) => {
      const tool = await readJson(c, toolCreateSchema);
      const [row] = await db
        .insert(tools)
        .values({ ...toolColumns(tool), image: tool.img })
        .returning();
      return c.json(toToolDto(row!), 201);
    })
    .put('/services/:id', ...admin, async (c) => {
      const id = readId(c, 'Tool');
      const update = await readJson(c, toolUpdateSchema);
      const [row] = await db
        .update(tools)
        .set(toolColumns(update))
        .where(and(eq(tools.id, id), isNull(tools.deletedAt)))
        .returning();
      if (!row) throw notFound('Tool');
      return c.json(toToolDto(row));
    })
    .delete('/services/:id', ...admin, async (c) => {
      const id = readId(c, 'Tool');
      const removed = await db.transaction(async (tx) => {
        const [{ orderCount } = { orderCount: 0 }] = await tx
          .select({ orderCount: count() })
          .from(orderItems)
          .where(eq(orderItems.toolId, id));
        // A tool that was ordered is retired, not erased, so its orders keep their history.
        const [row] =
          orderCount > 0
            ? await tx
                .update(tools)
                .set({ deletedAt: new Date() })
                .where(and(eq(tools.id, id), isNull(tools.deletedAt)))
                .returning()
            : await tx.delete(tools).where(eq(tools.id, id)).returning();
        return row;
      });
      if (!removed) throw notFound('Tool');
      return c.json(toToolDto(removed));
    });
}

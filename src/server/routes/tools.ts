import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { type Tool, toolAnswer } from '@/shared/answers/catalogue';
import { centsToDollars, dollarsToCents } from '@/shared/money';
import { toolCreateSchema, type ToolUpdate, toolUpdateSchema } from '@/shared/schemas/tool';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { orderItems, tools } from '../db/schema';
import { contract, idParams, jsonBody } from '../http/contract';
import { notFound } from '../http/errors';

export function toToolDto(row: typeof tools.$inferSelect): Tool {
  return {
    _id: row.id,
    name: row.name,
    desc: row.description,
    img: row.image,
    price: centsToDollars(row.priceCents),
    minOrderQuanity: row.minOrderQuantity,
    orderQuanity: row.availableQuantity,
    ...(row.coverageSqftPerUnit !== null &&
      row.coverageUnit !== null && { coverage: { sqftPerUnit: row.coverageSqftPerUnit, unit: row.coverageUnit } }),
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
    // Left out, the coverage stays as it is; null takes it away.
    ...(tool.coverage !== undefined && {
      coverageSqftPerUnit: tool.coverage?.sqftPerUnit ?? null,
      coverageUnit: tool.coverage?.unit ?? null,
    }),
  };
}

export function toolsRoutes({ database: { db } }: AppDeps, { admin }: Guards) {
  const tag = 'Catalogue';
  return new Hono<{ Variables: AuthVariables }>()
    .get(
      '/services',
      contract({
        tag,
        summary: 'The tools on sale, oldest first',
        security: 'none',
        answers: { 200: v.array(toolAnswer) },
        refusals: [],
      }),
      async (c) => {
        const rows = await db
          .select()
          .from(tools)
          .where(isNull(tools.deletedAt))
          .orderBy(asc(tools.createdAt), asc(tools.name));
        return c.json(rows.map(toToolDto));
      },
    )
    .get(
      '/services/:id',
      contract({ tag, summary: 'One tool on sale', security: 'none', answers: { 200: toolAnswer }, refusals: [404] }),
      idParams({ id: 'Tool' }),
      async (c) => {
        const { id } = c.req.valid('param');
        const [row] = await db
          .select()
          .from(tools)
          .where(and(eq(tools.id, id), isNull(tools.deletedAt)));
        if (!row) throw notFound('Tool');
        return c.json(toToolDto(row));
      },
    )
    .post(
      '/services',
      contract({
        tag,
        summary: 'Puts a new tool on sale (admin)',
        security: 'bearer',
        answers: { 201: toolAnswer },
        refusals: [400, 401, 403, 413, 415, 422],
      }),
      ...admin,
      jsonBody(toolCreateSchema),
      async (c) => {
        const tool = c.req.valid('json');
        const [row] = await db
          .insert(tools)
          .values({ ...toolColumns(tool), image: tool.img })
          .returning();
        return c.json(toToolDto(row!), 201);
      },
    )
    .put(
      '/services/:id',
      contract({
        tag,
        summary: "Changes a tool's name, description, price, minimum order, stock and a paint's coverage (admin)",
        security: 'bearer',
        answers: { 200: toolAnswer },
        refusals: [400, 401, 403, 404, 413, 415, 422],
      }),
      ...admin,
      idParams({ id: 'Tool' }),
      jsonBody(toolUpdateSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const [row] = await db
          .update(tools)
          .set(toolColumns(c.req.valid('json')))
          .where(and(eq(tools.id, id), isNull(tools.deletedAt)))
          .returning();
        if (!row) throw notFound('Tool');
        return c.json(toToolDto(row));
      },
    )
    .delete(
      '/services/:id',
      contract({
        tag,
        summary: 'Takes a tool off sale (admin): erased, or retired if it was ever ordered',
        security: 'bearer',
        answers: { 200: toolAnswer },
        refusals: [401, 403, 404],
      }),
      ...admin,
      idParams({ id: 'Tool' }),
      async (c) => {
        const { id } = c.req.valid('param');
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
      },
    );
}

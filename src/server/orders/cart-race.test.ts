import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@/shared/answers/error';
import type { DatabaseHandle } from '../db/client';
import { orderItems, orders } from '../db/schema';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { createTool, deliveryAddress, stockOf } from '../test/factories';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

type Line = { productId: string; quantity: number };

const placeCart = (auth: Record<string, string>, items: Line[]) =>
  app.request('/api/orders', jsonRequest('POST', { items, ...deliveryAddress }, auth));

describe('two carts racing for the last units', () => {
  it('200 concurrent orders of overlapping carts never oversell and never deadlock', async () => {
    const stock = [40, 30, 25, 20];
    const tools = await Promise.all(stock.map((availableQuantity) => createTool(database.db, { availableQuantity })));
    // 50 customers placing 4 orders each: under the unpaid cap, so only the stock refuses them.
    const buyers = await Promise.all(Array.from({ length: 50 }, () => signedInUser(database)));
    const cartOf = (index: number): Line[] => {
      // One to four tools, starting at a different tool and walking both ways, so the carts list their
      // tools in every order and overlap on each.
      const count = 1 + (index % 4);
      const step = index % 2 === 0 ? 1 : tools.length - 1;
      return Array.from({ length: count }, (_, offset) => ({
        productId: tools[(index + offset * step) % tools.length]!.id,
        quantity: 1 + ((index + offset) % 3),
      }));
    };
    const carts = Array.from({ length: 200 }, (_, index) => cartOf(index));
    const responses = await Promise.all(carts.map((items, index) => placeCart(buyers[index % 50]!.auth, items)));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(statuses).toContain(201);
    expect(statuses).toContain(409);
    for (const [index, response] of responses.entries()) {
      if (response.status !== 409) continue;
      const { error } = (await response.json()) as ApiErrorBody;
      expect(error.code).toBe('out_of_stock');
      expect(error.issues!.every((issue) => carts[index]!.some((line) => line.productId === issue.productId))).toBe(
        true,
      );
    }

    const toolIds = tools.map((tool) => tool.id);
    const sold = await database.db
      .select({ toolId: orderItems.toolId, units: sql<number>`sum(${orderItems.quantity})::integer` })
      .from(orderItems)
      .where(inArray(orderItems.toolId, toolIds))
      .groupBy(orderItems.toolId);
    for (const [index, tool] of tools.entries()) {
      const left = await stockOf(database.db, tool.id);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left + (sold.find((row) => row.toolId === tool.id)?.units ?? 0)).toBe(stock[index]);
    }
    const placed = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          buyers.map((buyer) => buyer.user.id),
        ),
      );
    expect(placed).toHaveLength(statuses.filter((status) => status === 201).length);
  }, 120_000);
});

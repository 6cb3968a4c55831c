import { sql } from 'drizzle-orm';
import type { ShortLineIssue } from '@/shared/api-types';
import type * as v from 'valibot';
import type { placeCartOrderSchema, placeOrderSchema } from '@/shared/schemas/order';
import type { SessionUser } from '../auth/middleware';
import { orderItems, orders } from '../db/schema';
import { ApiError, type ErrorIssue, notFound } from '../http/errors';
import type { Transaction } from '../http/idempotency';
import { recordEvents } from './events';
import { toOrderDto } from './order-dto';
import { lockTools, takeLockedStock } from './stock';

/** The most one card payment can take: $999,999.99. */
export const maxOrderTotalCents = 99_999_999;

/** Either body POST /orders takes: the spec's one product, or the cart's items. */
export type PlaceOrderBody = v.InferOutput<typeof placeOrderSchema> | v.InferOutput<typeof placeCartOrderSchema>;

/** A line asked for, with where its faults are reported in the request. */
type WantedLine = { productId: string; quantity: number; path: string; quantityPath: string };

/** The lines of either body: the spec's one product, or the cart's items. */
export function wantedLines(input: PlaceOrderBody): WantedLine[] {
  if ('items' in input)
    return input.items.map(({ productId, quantity }, index) => ({
      productId,
      quantity,
      path: `items.${index}`,
      quantityPath: `items.${index}.quantity`,
    }));
  return [
    {
      productId: input.productId,
      quantity: input.productQuantity,
      path: 'productQuantity',
      quantityPath: 'productQuantity',
    },
  ];
}

/** One refusal for all the faulty lines, so that the customer fixes them at once. */
const refusal = (status: 409 | 422, code: string, issues: ErrorIssue[]) =>
  new ApiError(status, code, issues.map((issue) => issue.message).join(' '), issues);

/**
 * Places an order of one or more lines in the caller's transaction: every line's tool is locked (in the
 * order of their ids, so that two carts never deadlock), checked (still sold, its minimum, its stock) and
 * priced from the database, and then all of them are reserved at once, or none: a line under its
 * minimum is 422, short lines are 409 `out_of_stock` with an issue naming each. The one-product body
 * answers as it always did: 404 for a tool no longer sold, its 422 and 409 on `productQuantity`.
 */
export async function placeOrder(tx: Transaction, input: PlaceOrderBody, user: SessionUser, holdMinutes: number) {
  const wanted = wantedLines(input);
  const tools = new Map(
    (
      await lockTools(
        tx,
        wanted.map((line) => line.productId),
      )
    ).map((tool) => [tool.id, tool]),
  );

  const belowMinimum: ErrorIssue[] = [];
  const short: ShortLineIssue[] = [];
  for (const line of wanted) {
    const tool = tools.get(line.productId);
    if (!tool || tool.deletedAt) {
      if (!('items' in input)) throw notFound('Tool');
      short.push({
        path: line.path,
        message: tool ? `${tool.name} is no longer sold.` : 'A tool in this order is no longer sold.',
        productId: line.productId,
        available: 0,
      });
    } else if (line.quantity < tool.minOrderQuantity) {
      belowMinimum.push({
        path: line.quantityPath,
        message:
          'items' in input
            ? `Order at least ${tool.minOrderQuantity} of ${tool.name}.`
            : `Order at least ${tool.minOrderQuantity}.`,
      });
    } else if (line.quantity > tool.availableQuantity) {
      short.push({
        path: line.path,
        message:
          tool.availableQuantity === 0
            ? `${tool.name} is out of stock.`
            : `Only ${tool.availableQuantity} of ${tool.name} left in stock.`,
        productId: tool.id,
        available: tool.availableQuantity,
      });
    }
  }
  if (belowMinimum.length > 0) {
    const only = 'items' in input ? undefined : tools.get(wanted[0]!.productId);
    if (only) {
      throw new ApiError(
        422,
        'invalid',
        `The minimum order for ${only.name} is ${only.minOrderQuantity}.`,
        belowMinimum,
      );
    }
    throw refusal(422, 'invalid', belowMinimum);
  }
  if (short.length > 0) throw refusal(409, 'out_of_stock', short);

  const lines = wanted.map((line, position) => {
    const tool = tools.get(line.productId)!;
    return {
      position,
      toolId: tool.id,
      productName: tool.name,
      quantity: line.quantity,
      unitPriceCents: tool.priceCents,
      lineTotalCents: tool.priceCents * line.quantity,
    };
  });
  const totalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  // Refused before anything is kept: the card gateway takes no more.
  if (totalCents > maxOrderTotalCents) {
    throw new ApiError(422, 'invalid', 'An order can total at most $999,999.99; order fewer.', [
      {
        path: 'items' in input ? 'items' : 'productQuantity',
        message:
          'items' in input
            ? 'These tools cost more than one order can take.'
            : 'This quantity costs more than one order can take.',
      },
    ]);
  }

  await takeLockedStock(tx, lines);
  const [order] = await tx
    .insert(orders)
    .values({
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
      totalCents,
      address: input.userAddress,
      state: input.userState,
      zip: input.userZip,
      reservedUntil: sql`now() + make_interval(mins => ${holdMinutes})`,
    })
    .returning();
  const orderLines = await tx
    .insert(orderItems)
    .values(lines.map((line) => ({ ...line, orderId: order!.id })))
    .returning();
  await recordEvents(tx, [{ orderId: order!.id, status: 'placed', note: null }]);
  return toOrderDto(order!, orderLines);
}

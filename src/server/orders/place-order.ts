import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ShortLineIssue } from '@/shared/api-types';
import type * as v from 'valibot';
import type { placeCartOrderSchema, placeOrderSchema } from '@/shared/schemas/order';
import type { SessionUser } from '../auth/middleware';
import { orderEvents, orderItems, orders } from '../db/schema';
import { ApiError, type ErrorIssue, notFound } from '../http/errors';
import type { Transaction } from '../http/idempotency';
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

type LockedTool = Awaited<ReturnType<typeof lockTools>>[number];

/** One refusal for all the faulty lines, so that the customer fixes them at once. */
const refusal = (status: 409 | 422, code: string, issues: ErrorIssue[]) =>
  new ApiError(status, code, issues.map((issue) => issue.message).join(' '), issues);

/**
 * Refuses the order if any line cannot be had: a line under its tool's minimum is 422 on its quantity;
 * short lines (out of stock, or a tool no longer sold) are 409 `out_of_stock`, an issue naming each with
 * what is left. The one-product body answers as it always did: 404 for a tool no longer sold, its own
 * words for the minimum, its issues on `productQuantity`.
 */
function checkLines(wanted: WantedLine[], tools: Map<string, LockedTool>, oneProduct: boolean) {
  const belowMinimum: ErrorIssue[] = [];
  const short: ShortLineIssue[] = [];
  for (const { productId, quantity, path, quantityPath } of wanted) {
    const tool = tools.get(productId);
    if (!tool || tool.deletedAt) {
      if (oneProduct) throw notFound('Tool');
      const message = tool ? `${tool.name} is no longer sold.` : 'A tool in this order is no longer sold.';
      short.push({ path, message, productId, available: 0 });
    } else if (quantity < tool.minOrderQuantity) {
      if (oneProduct)
        throw new ApiError(422, 'invalid', `The minimum order for ${tool.name} is ${tool.minOrderQuantity}.`, [
          { path: quantityPath, message: `Order at least ${tool.minOrderQuantity}.` },
        ]);
      belowMinimum.push({ path: quantityPath, message: `Order at least ${tool.minOrderQuantity} of ${tool.name}.` });
    } else if (quantity > tool.availableQuantity) {
      const message =
        tool.availableQuantity === 0
          ? `${tool.name} is out of stock.`
          : `Only ${tool.availableQuantity} of ${tool.name} left in stock.`;
      short.push({ path, message, productId, available: tool.availableQuantity });
    }
  }
  if (belowMinimum.length > 0) throw refusal(422, 'invalid', belowMinimum);
  if (short.length > 0) throw refusal(409, 'out_of_stock', short);
}

/**
 * Places an order of one or more lines in the caller's transaction: every line's tool is locked (in the
 * order of their ids, so that two carts never deadlock), checked and priced from the database, then all
 * of them are reserved in one statement, or none (see checkLines).
 */
export async function placeOrder(tx: Transaction, input: PlaceOrderBody, user: SessionUser, holdMinutes: number) {
  const oneProduct = !('items' in input);
  const wanted = wantedLines(input);
  const toolIds = wanted.map((line) => line.productId);
  const tools = new Map((await lockTools(tx, toolIds)).map((tool) => [tool.id, tool]));
  checkLines(wanted, tools, oneProduct);

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
      oneProduct
        ? { path: 'productQuantity', message: 'This quantity costs more than one order can take.' }
        : { path: 'items', message: 'These tools cost more than one order can take.' },
    ]);
  }

  await takeLockedStock(tx, lines);
  // One statement for the order, its lines and its first event: those two inserts ride along as its
  // common table expressions, their foreign keys checked at the statement's end, when the order is there.
  const orderId = randomUUID();
  const orderLines = lines.map((line) => ({ ...line, orderId }));
  const insertLines = tx.$with('lines').as(tx.insert(orderItems).values(orderLines));
  const placedEvent = tx.$with('placed').as(tx.insert(orderEvents).values({ orderId, status: 'placed' }));
  const [order] = await tx
    .with(insertLines, placedEvent)
    .insert(orders)
    .values({
      id: orderId,
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
  return toOrderDto(order!, orderLines);
}

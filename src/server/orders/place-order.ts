import { eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { ShortLineIssue } from '@/shared/answers/orders';
import { shopDetails } from '@/shared/shop-details';
import { stateCodeOf } from '@/shared/us-states';
import type { placeCartOrderSchema, placeOrderSchema } from '@/shared/schemas/order';
import type { AppDeps } from '../app-deps';
import type { SessionUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { rowFromJson } from '../db/json-row';
import { orderItems, orders } from '../db/schema';
import { ApiError, type ErrorIssue, notFound } from '../http/errors';
import { type Claim, keepAnswer, type WriteResult } from '../http/idempotency';
import { toOrderDto } from './order-dto';
import { log } from '../observability/log';
import { cardMaximumCents } from '../money/card-limits';
import { readOrderAnswer } from './order-reads';

/** The most one card payment can take: $999,999.99. */
export const maxOrderTotalCents = cardMaximumCents;

/** Either body POST /orders takes: the spec's one product, or the cart's items. */
export type PlaceOrderBody = v.InferOutput<typeof placeOrderSchema> | v.InferOutput<typeof placeCartOrderSchema>;

/** The lines of either body, in the order asked: the spec's one product, or the cart's items. */
const wantedLines = (input: PlaceOrderBody) =>
  'items' in input ? input.items : [{ productId: input.productId, quantity: input.productQuantity }];

/** What `place_order` finds wrong with an order, one fault a line or one for the whole order (its migration). */
type Fault =
  | { fault: 'too_many_unpaid'; max: number }
  | { fault: 'too_large' }
  | { fault: 'no_pickup' }
  | { fault: 'unknown_state' }
  | { fault: 'not_sold'; line: number; name: string | null; productId: string }
  | { fault: 'below_minimum'; line: number; name: string; minimum: number }
  | { fault: 'short'; line: number; name: string; productId: string; available: number };

/** The SQLSTATE `place_order` refuses with, its faults as JSON in the message; and the one for a key taken. */
const refused = 'BWO01';
const keyTaken = 'BWO02';

/** The error in `error`'s chain that carries a SQLSTATE (drivers and Drizzle wrap it differently). */
function databaseError(error: unknown): { code: string; message: string } | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && typeof message === 'string') return { code, message };
  }
  return undefined;
}

/** One refusal for all the faulty lines, so that the customer fixes them at once. */
const refusal = (status: 409 | 422, code: string, issues: ErrorIssue[]) =>
  new ApiError(status, code, issues.map((issue) => issue.message).join(' '), issues);

/**
 * The words of a refusal: a line under its tool's minimum is 422 on its quantity; short lines (out of stock, or
 * a tool no longer sold) are 409 `out_of_stock`, an issue naming each with what is left. The one-product body
 * answers as it always did: 404 for a tool no longer sold, its own words for the minimum, its issues on
 * `productQuantity`.
 */
function refusalOf(faults: Fault[], oneProduct: boolean): ApiError {
  const belowMinimum: ErrorIssue[] = [];
  const short: ShortLineIssue[] = [];
  for (const fault of faults) {
    if (fault.fault === 'too_many_unpaid')
      return new ApiError(
        409,
        'too_many_unpaid',
        `You have ${fault.max} unpaid orders. Pay or cancel one in My Orders before placing another.`,
      );
    if (fault.fault === 'no_pickup')
      return new ApiError(422, 'invalid', 'The shop does not offer pickup at the moment; choose delivery.', [
        { path: 'delivery', message: 'Pickup is not offered at the moment.' },
      ]);
    if (fault.fault === 'unknown_state')
      return new ApiError(422, 'invalid', 'Enter the state of the delivery address, such as WA or Washington.', [
        { path: 'userState', message: 'Enter a US state, such as WA or Washington.' },
      ]);
    if (fault.fault === 'too_large')
      return new ApiError(422, 'invalid', 'An order can total at most $999,999.99; order fewer.', [
        oneProduct
          ? { path: 'productQuantity', message: 'This quantity costs more than one order can take.' }
          : { path: 'items', message: 'These tools cost more than one order can take.' },
      ]);
    const path = oneProduct ? 'productQuantity' : `items.${fault.line}`;
    const quantityPath = oneProduct ? 'productQuantity' : `items.${fault.line}.quantity`;
    if (fault.fault === 'not_sold') {
      if (oneProduct) return notFound('Tool');
      const message = fault.name ? `${fault.name} is no longer sold.` : 'A tool in this order is no longer sold.';
      short.push({ path, message, productId: fault.productId, available: 0 });
    } else if (fault.fault === 'below_minimum') {
      if (oneProduct)
        return new ApiError(422, 'invalid', `The minimum order for ${fault.name} is ${fault.minimum}.`, [
          { path: quantityPath, message: `Order at least ${fault.minimum}.` },
        ]);
      belowMinimum.push({ path: quantityPath, message: `Order at least ${fault.minimum} of ${fault.name}.` });
    } else {
      const message =
        fault.available === 0
          ? `${fault.name} is out of stock.`
          : `Only ${fault.available} of ${fault.name} left in stock.`;
      short.push({ path, message, productId: fault.productId, available: fault.available });
    }
  }
  return belowMinimum.length > 0 ? refusal(422, 'invalid', belowMinimum) : refusal(409, 'out_of_stock', short);
}

/** The order as the API answers it right after it was placed: its lines, no timeline. */
export async function placedOrderAnswer(db: Database, orderId: string): Promise<WriteResult> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound('Order');
  return { status: 201, body: await readOrderAnswer(db, row) };
}

/** The rows `place_order` wrote, as it answers them: the order and its lines in their order. */
type Placed = { order: Record<string, unknown>; lines: Record<string, unknown>[] };

/**
 * Places an order of one or more lines, the one way every order is placed: by `place_order`, a call to the
 * database that holds every rule of placing one and commits as it returns (see its migration), keeping the
 * Idempotency-Key's claim with the order. The order's answer is made from the rows the call answers, without
 * reading them back, and kept with its key (without waiting for that). Answers `keyTaken` when the key was taken before (by this
 * request's first send, or one racing it), having kept nothing: the caller answers as that first one.
 */
export async function placeOrder(
  db: Database,
  claim: Claim | undefined,
  input: PlaceOrderBody,
  user: SessionUser,
  { holdMinutes, maxUnpaid }: AppDeps['orderHolds'],
): Promise<WriteResult | 'keyTaken'> {
  const delivery = { address: input.userAddress, state: input.userState, zip: input.userZip };
  const method = input.delivery ?? 'ship';
  // Tax follows the goods: the delivery address's state, or the shop's own for a pickup.
  const taxState = method === 'pickup' ? shopDetails.state : (stateCodeOf(input.userState) ?? null);
  let placed: Placed;
  try {
    const call = (await db.execute(sql`select place_order(
      ${claim?.scope ?? null}, ${claim?.key ?? null}, ${claim?.requestHash ?? null},
      ${user.id}::uuid, ${maxUnpaid}::integer, ${holdMinutes}::integer, ${maxOrderTotalCents}::bigint,
      ${JSON.stringify(delivery)}::jsonb, ${JSON.stringify(wantedLines(input))}::jsonb, ${taxState}::text, ${method}::text
    ) as placed`)) as unknown as { rows: { placed: Placed }[] };
    placed = call.rows[0]!.placed;
  } catch (error) {
    const raised = databaseError(error);
    if (raised?.code === keyTaken) return 'keyTaken';
    if (raised?.code === refused) throw refusalOf(JSON.parse(raised.message) as Fault[], !('items' in input));
    throw error;
  }
  const lines = placed.lines.map((line) => rowFromJson(orderItems, line));
  const answer: WriteResult = { status: 201, body: toOrderDto(rowFromJson(orders, placed.order), lines) };
  // Not waited for: the key already names the order, so a replay that comes before the answer is kept, or after a
  // keep that failed, is answered from the order (`answerOfTakenKey`'s rebuild), which keeps the answer then.
  if (claim)
    keepAnswer(db, claim, answer).catch((error: unknown) =>
      log.warn({ err: error }, 'The answer of a placed order was not kept with its key; a replay rebuilds it.'),
    );
  return answer;
}

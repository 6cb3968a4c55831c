import type { OrderReads } from '@/client/features/checkout/use-placed-order';
import { orderQueryOptions } from '@/client/features/orders/api/get-order';
import { orderKeys } from '@/client/features/orders/api/order-keys';
import { toolsQueryOptions } from '@/client/features/tools/api/get-tools';

/** What an order placed at either checkout (a tool's, the cart's) changes: the tools' stock and the orders. */
export const orderReads: OrderReads = {
  changed: [toolsQueryOptions().queryKey, orderKeys.all],
  order: (id) => orderQueryOptions(id).queryKey,
};

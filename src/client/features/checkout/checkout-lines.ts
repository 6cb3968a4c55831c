import type { PlaceCartOrderInput } from '@/shared/schemas/order';
import { deliveryInput, type Delivery } from './components/delivery-fields';

/** One line of a checkout, as its summary shows it: a tool chosen on its page, or a line of the cart. */
export type CheckoutLine = {
  productId: string;
  quantity: number;
  name: string;
  img?: string;
  /** The price shown, in cents (the shop charges its own at the order). */
  priceCents: number;
};

/** The order's body: every line, delivered to one address (one body shape for one tool and for a cart). */
export const orderBody = (lines: CheckoutLine[], delivery: Delivery): PlaceCartOrderInput => ({
  items: lines.map(({ productId, quantity }) => ({ productId, quantity })),
  ...deliveryInput(delivery),
});

export const totalCents = (lines: CheckoutLine[]) =>
  lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);

import { addToCart, type CartRecord, emptyCart, type SeenTool } from './cart-lines';

/** A tool as last seen, for the cart's tests. */
export const seen = (overrides: Partial<SeenTool> = {}): SeenTool => ({
  name: 'Roller Kit',
  img: '/images/tools/roller-kit.svg',
  priceCents: 2450,
  minOrderQuantity: 2,
  orderQuantity: 10,
  seenAt: 1000,
  ...overrides,
});

/** A cart of `owner` holding each tool (id, quantity, and how it was seen). */
export const withTools = (owner: string, ...tools: [string, number, Partial<SeenTool>?][]): CartRecord =>
  tools.reduce((record, [id, quantity, tool]) => addToCart(record, id, seen(tool), quantity).record, emptyCart(owner));

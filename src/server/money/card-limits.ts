/**
 * The smallest and the largest amount one card payment can be (Stripe's bounds for US dollars, which the local
 * gateway keeps too): anything the shop asks a customer to pay by card lies between them, or is not asked.
 */
export const cardMinimumCents = 50;
export const cardMaximumCents = 99_999_999;

import type { Cart } from '@/shared/answers/orders';
import type { SaveCartInput } from '@/shared/schemas/cart';
import { authorizedRequest } from '@/client/lib/api-client';

/** Replaces the server's cart when `version` is still the server's: 409 `conflict` otherwise. */
export const saveCart = (cart: SaveCartInput) => authorizedRequest<Cart>('/api/cart', { method: 'PUT', body: cart });

import type { Cart } from '@/shared/answers/orders';
import { authorizedRequest } from '@/client/lib/api-client';

/** The signed-in user's cart as the server keeps it (version 0 and no items when never saved). */
export const getCart = () => authorizedRequest<Cart>('/api/cart');

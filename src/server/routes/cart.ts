import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type Cart, cartAnswer } from '@/shared/answers/orders';
import { saveCartSchema } from '@/shared/schemas/cart';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { carts } from '../db/schema';
import { contract, jsonBody } from '../http/contract';
import { ApiError } from '../http/errors';

/**
 * A signed-in user's cart, kept so that it follows them to another device: read whole, and replaced whole
 * only by a save based on the version stored (0 before the first save). A save from a device that has
 * not seen the latest version is refused with 409, so that it merges that version first rather than
 * silently undoing another device's change. The tools are not checked here: the checkout says what changed.
 */
export function cartRoutes({ database: { db } }: AppDeps, { signedIn }: Guards) {
  const tag = 'Cart';
  return new Hono<{ Variables: AuthVariables }>()
    .get(
      '/cart',
      contract({
        tag,
        summary: "The caller's cart as last saved, and its version (0 before the first save)",
        security: 'bearer',
        answers: { 200: cartAnswer },
        refusals: [401],
      }),
      signedIn,
      async (c) => {
        const [cart] = await db
          .select({ items: carts.items, version: carts.version })
          .from(carts)
          .where(eq(carts.userId, c.var.user.id));
        return c.json<Cart>(cart ?? { items: [], version: 0 });
      },
    )
    .put(
      '/cart',
      contract({
        tag,
        summary: "Replaces the caller's cart whole, if it was based on the version stored (409 otherwise)",
        security: 'bearer',
        answers: { 200: cartAnswer },
        refusals: [400, 401, 409, 413, 415, 422],
      }),
      signedIn,
      jsonBody(saveCartSchema),
      async (c) => {
        const { items, version } = c.req.valid('json');
        const userId = c.var.user.id;
        const saved = { items: items as Cart['items'], version: version + 1, updatedAt: sql`now()` };
        // One statement either way: the first save creates the row (or finds one made meanwhile, and refuses).
        const [stored] =
          version === 0
            ? await db
                .insert(carts)
                .values({ userId, ...saved })
                .onConflictDoUpdate({ target: carts.userId, set: saved, where: eq(carts.version, 0) })
                .returning({ version: carts.version })
            : await db
                .update(carts)
                .set(saved)
                .where(and(eq(carts.userId, userId), eq(carts.version, version)))
                .returning({ version: carts.version });
        if (!stored)
          throw new ApiError(
            409,
            'conflict',
            'Your cart was changed on another device since this one last saw it. Load it again, then save.',
          );
        return c.json<Cart>({ items: items as Cart['items'], version: stored.version });
      },
    );
}

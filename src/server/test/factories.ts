import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { posts, reviews, tools } from '../db/schema';

let sequence = 0;
const next = () => ++sequence;

export async function createTool(db: Database, overrides: Partial<typeof tools.$inferInsert> = {}) {
  const n = next();
  const [tool] = await db
    .insert(tools)
    .values({
      name: `Test tool ${n}`,
      description: `A tool made for test ${n}.`,
      image: '/images/tools/roller-kit.svg',
      priceCents: 1250,
      minOrderQuantity: 1,
      availableQuantity: 10,
      ...overrides,
    })
    .returning();
  return tool!;
}

/** How many of a tool are left in stock now. */
export async function stockOf(db: Database, toolId: string) {
  return (await db.select().from(tools).where(eq(tools.id, toolId)))[0]!.availableQuantity;
}

/** A delivery address for an order's body. */
export const deliveryAddress = { userAddress: '12 Oak Road', userState: 'Oregon', userZip: '97401' };

export async function createPost(db: Database, overrides: Partial<typeof posts.$inferInsert> = {}) {
  const n = next();
  const [post] = await db
    .insert(posts)
    .values({
      title: `Test post ${n}`,
      description: `Body of test post ${n}.`,
      image: '/images/blog/brush-care.svg',
      publishedOn: new Date(Date.UTC(2024, 0, n)),
      ...overrides,
    })
    .returning();
  return post!;
}

export async function createReview(db: Database, overrides: Partial<typeof reviews.$inferInsert> = {}) {
  const n = next();
  const [review] = await db
    .insert(reviews)
    .values({ name: `Reviewer ${n}`, rating: 4, message: `Review ${n}`, ...overrides })
    .returning();
  return review!;
}

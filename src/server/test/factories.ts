import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { posts, reviews, tools } from '../db/schema';

let sequence = 0;
const next = () => ++sequence;

/** Inserts one row into `table` and answers it as the database stored it. */
async function inserted<Table extends PgTable>(
  db: Database,
  table: Table,
  values: Table['$inferInsert'],
): Promise<Table['$inferSelect']> {
  const [row] = (await db.insert(table).values(values).returning()) as Table['$inferSelect'][];
  return row!;
}

export function createTool(db: Database, overrides: Partial<typeof tools.$inferInsert> = {}) {
  const n = next();
  return inserted(db, tools, {
    name: `Test tool ${n}`,
    description: `A tool made for test ${n}.`,
    image: '/images/tools/roller-kit.svg',
    priceCents: 1250,
    minOrderQuantity: 1,
    availableQuantity: 10,
    ...overrides,
  });
}

/** How many of a tool are left in stock now. */
export async function stockOf(db: Database, toolId: string) {
  return (await db.select().from(tools).where(eq(tools.id, toolId)))[0]!.availableQuantity;
}

/** A delivery address for an order's body. */
export const deliveryAddress = { userAddress: '12 Oak Road', userState: 'Oregon', userZip: '97401' };

export function createPost(db: Database, overrides: Partial<typeof posts.$inferInsert> = {}) {
  const n = next();
  return inserted(db, posts, {
    title: `Test post ${n}`,
    description: `Body of test post ${n}.`,
    image: '/images/blog/brush-care.svg',
    publishedOn: new Date(Date.UTC(2024, 0, n)),
    ...overrides,
  });
}

export function createReview(db: Database, overrides: Partial<typeof reviews.$inferInsert> = {}) {
  const n = next();
  return inserted(db, reviews, { name: `Reviewer ${n}`, rating: 4, message: `Review ${n}`, ...overrides });
}

import { asc, sql } from 'drizzle-orm';
import { tools } from '../db/schema';
import type { Transaction } from '../db/client';

/** Units of one tool that an order takes from the shelf or puts back. */
export type StockLine = { toolId: string; quantity: number };

/**
 * Locks the rows of these tools, always in the order of their ids: every transaction that changes the
 * stock of several tools (placing, expiring, cancelling, refunding, a late payment) takes them in this one
 * order, so two of them never each hold a row the other waits for. Answers the tools that exist.
 */
export function lockTools(tx: Transaction, toolIds: string[]) {
  return tx
    .select({
      id: tools.id,
      name: tools.name,
      priceCents: tools.priceCents,
      minOrderQuantity: tools.minOrderQuantity,
      availableQuantity: tools.availableQuantity,
      deletedAt: tools.deletedAt,
    })
    .from(tools)
    .where(sql`${tools.id} = any(${sql.param(toolIds)}::uuid[])`)
    .orderBy(asc(tools.id))
    .for('update');
}

/** Adds each change (negative to take) to its tool's stock in one statement; the rows are locked already. */
async function changeStock(tx: Transaction, changes: Map<string, number>) {
  if (changes.size === 0) return;
  await tx.execute(sql`
    update ${tools} set available_quantity = ${tools.availableQuantity} + change.units
    from unnest(${sql.param([...changes.keys()])}::uuid[], ${sql.param([...changes.values()])}::integer[])
      as change(tool_id, units)
    where ${tools.id} = change.tool_id`);
}

/** Units per tool over all `lines`, a tool named twice counted once with both quantities. */
function unitsPerTool(lines: StockLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const { toolId, quantity } of lines) units.set(toolId, (units.get(toolId) ?? 0) + quantity);
  return units;
}

/**
 * Takes the stock of an order's lines whose tools are already locked (by `lockTools`) and checked: one
 * statement for all of them.
 */
export function takeLockedStock(tx: Transaction, lines: StockLine[]) {
  return changeStock(tx, new Map([...unitsPerTool(lines)].map(([toolId, units]) => [toolId, -units])));
}

/** Puts the lines of orders that never shipped back on the shelf, the tools locked in id order. */
export async function returnStock(tx: Transaction, lines: StockLine[]) {
  const units = unitsPerTool(lines);
  if (units.size === 0) return;
  await lockTools(tx, [...units.keys()]);
  await changeStock(tx, units);
}

/**
 * Takes a late-paid order's stock back, all its lines or none: only if every tool is still sold and still
 * has enough (its minimum order is not asked again: the order met it when placed). Answers whether it did.
 */
export async function takeStockBack(tx: Transaction, lines: StockLine[]): Promise<boolean> {
  const units = unitsPerTool(lines);
  const locked = new Map((await lockTools(tx, [...units.keys()])).map((tool) => [tool.id, tool]));
  const allThere = [...units].every(([toolId, wanted]) => {
    const tool = locked.get(toolId);
    return tool !== undefined && tool.deletedAt === null && tool.availableQuantity >= wanted;
  });
  if (allThere) await takeLockedStock(tx, lines);
  return allThere;
}

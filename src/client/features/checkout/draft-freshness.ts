import { ageInWords } from '@/client/lib/age-in-words';

// A price read longer ago than this is from saved data (or a refetch that failed): its age is shown.
const freshPriceMs = 60_000;

/** "price as of 3 h ago" for a price read from saved data; nothing for one the shop just answered. */
export function savedPriceAge(savedAt: number, now: number): string | undefined {
  const age = now - savedAt;
  return age >= freshPriceMs ? `price as of ${ageInWords(age)}` : undefined;
}

/** What of a tool bounds the quantity ordered (as the app reads it, under its own field names). */
export type ToolStock = { name: string; minOrderQuantity: number; orderQuantity: number };

/**
 * Why a draft can no longer be ordered as chosen: the tool's minimum or its stock moved since. The draft
 * cannot change its quantity, so it would fail on every try; the person chooses again instead.
 */

export function draftNoLongerFits(draft: { quantity: number }, tool: ToolStock): string | undefined {
  if (draft.quantity < tool.minOrderQuantity)
    return `${tool.name} is now sold from ${tool.minOrderQuantity} at a time; you chose ${draft.quantity}.`;
  if (draft.quantity > tool.orderQuantity)
    return tool.orderQuantity > 0
      ? `Only ${tool.orderQuantity} of ${tool.name} are left; you chose ${draft.quantity}.`
      : `${tool.name} is out of stock for now.`;
  return undefined;
}

import type { Tool } from './answers/catalogue';

/** A tool can be bought when its stock covers at least its minimum order (under the app's field names). */
export const inStock = (tool: { minOrderQuantity: number; orderQuantity: number }) =>
  tool.orderQuantity > 0 && tool.orderQuantity >= tool.minOrderQuantity;

/** Whether a tool's name or description holds every word typed, ignoring case and accents. */
export function matchesSearch(tool: Pick<Tool, 'name' | 'desc'>, search: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const haystack = fold(`${tool.name} ${tool.desc}`);
  return fold(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

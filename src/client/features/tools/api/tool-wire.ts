import * as v from 'valibot';
import type { Tool as WireTool } from '@/shared/api-types';
import { minimumWithinStock, type ToolCreate, toolFields, type ToolUpdate } from '@/shared/schemas/tool';
import { answerOrigin, recordAnswerOrigin } from '@/client/lib/answer-origin';

/**
 * The app's edge with the API for tools: the spec spells two fields differently on the wire (read:
 * minOrderQuanity, orderQuanity; written: orderQuanitity). The app reads and writes `minOrderQuantity` and
 * `orderQuantity` only; these functions, called by every fetcher, turn one into the other.
 */
export type Tool = Omit<WireTool, 'minOrderQuanity' | 'orderQuanity'> & {
  minOrderQuantity: number;
  /** Available stock. */
  orderQuantity: number;
};

const { orderQuanitity, ...sameFields } = toolFields;
/** A product's fields as the server checks them, under the app's names. */
export const productFields = { ...sameFields, orderQuantity: orderQuanitity };
export const productSchema = v.pipe(v.object(productFields), minimumWithinStock('orderQuantity'));
export type ProductInput = v.InferOutput<typeof productSchema>;
/** The form field that shows a server's issue about a field named otherwise on the wire. */
export const productFieldOf = { orderQuanitity: 'orderQuantity' } as const;

const fromWireTool = ({ minOrderQuanity, orderQuanity, ...tool }: WireTool): Tool => ({
  ...tool,
  minOrderQuantity: minOrderQuanity,
  orderQuantity: orderQuanity,
});

/** The answer as the app reads it, still dated by when the shop produced it. */
export function fromWire<T extends WireTool | WireTool[]>(answer: T): T extends WireTool[] ? Tool[] : Tool {
  const tools = Array.isArray(answer) ? answer.map(fromWireTool) : fromWireTool(answer as WireTool);
  const origin = answerOrigin(answer);
  if (origin) recordAnswerOrigin(tools, origin);
  return tools as T extends WireTool[] ? Tool[] : Tool;
}

export function toWire(product: ProductInput): ToolUpdate;
export function toWire(product: ProductInput & { img: string }): ToolCreate;
export function toWire({ orderQuantity, ...product }: ProductInput & { img?: string }) {
  return { ...product, orderQuanitity: orderQuantity };
}

import * as v from 'valibot';
import { minimumWithinStock, type ToolCreate, toolFields, type ToolUpdate } from '@/shared/schemas/tool';

/**
 * The app's edge with the API for tools, as it writes them: the spec's payload spells the stock
 * `orderQuanitity`. The app's forms use `orderQuantity`; what they send is turned into the spec's names
 * here. Apart from tool-wire.ts, so that reading the catalogue never loads the forms' checks.
 */
const { orderQuanitity, ...sameFields } = toolFields;
/** A product's fields as the server checks them, under the app's names. */
export const productFields = { ...sameFields, orderQuantity: orderQuanitity };
export const productSchema = v.pipe(v.object(productFields), minimumWithinStock('orderQuantity'));
export type ProductInput = v.InferOutput<typeof productSchema>;
/** The form field that shows a server's issue about a field named otherwise on the wire. */
export const productFieldOf = { orderQuanitity: 'orderQuantity' } as const;

export function toWire(product: ProductInput): ToolUpdate;
export function toWire(product: ProductInput & { img: string }): ToolCreate;
export function toWire({ orderQuantity, ...product }: ProductInput & { img?: string }) {
  return { ...product, orderQuanitity: orderQuantity };
}

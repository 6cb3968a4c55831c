import * as v from 'valibot';
import { minimumWithinStock, type ToolCreate, toolFields, type ToolUpdate } from '@/shared/schemas/tool';

/**
 * The app's edge with the API for tools, as it writes them: the spec's payload spells the stock
 * `orderQuanitity`. The app's forms use `orderQuantity`; what they send is turned into the spec's names
 * here. Apart from tool-wire.ts, so that reading the catalogue never loads the forms' checks.
 */
const { orderQuanitity, ...sameFields } = toolFields;
/** A tool's fields as the server checks them, under the app's names. */
export const toolInputFields = { ...sameFields, orderQuantity: orderQuanitity };
export const toolInputSchema = v.pipe(v.object(toolInputFields), minimumWithinStock('orderQuantity'));
export type ToolInput = v.InferOutput<typeof toolInputSchema>;
/** The form field that shows a server's issue about a field named otherwise on the wire. */
export const toolFieldOf = {
  orderQuanitity: 'orderQuantity',
  coverage: 'coverageSqft',
  'coverage.sqftPerUnit': 'coverageSqft',
  'coverage.unit': 'coverageUnit',
} as const;

export function toWire(product: ToolInput): ToolUpdate;
export function toWire(product: ToolInput & { img: string }): ToolCreate;
export function toWire({ orderQuantity, ...product }: ToolInput & { img?: string }) {
  return { ...product, orderQuanitity: orderQuantity };
}

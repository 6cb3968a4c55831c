import type { Tool as WireTool } from '@/shared/answers/catalogue';
import { answerOrigin, recordAnswerOrigin } from '@/client/lib/answer-origin';

/**
 * The app's edge with the API for tools, as it reads them: the spec spells two fields differently on the
 * wire (minOrderQuanity, orderQuanity). The app reads `minOrderQuantity` and `orderQuantity` only; every
 * fetcher turns the answer into these names here (and tool-input.ts turns what is sent back).
 */
export type Tool = Omit<WireTool, 'minOrderQuanity' | 'orderQuanity'> & {
  minOrderQuantity: number;
  /** Available stock. */
  orderQuantity: number;
};

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

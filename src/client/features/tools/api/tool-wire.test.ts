import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Tool as WireTool } from '@/shared/answers/catalogue';
import { toolUpdateSchema } from '@/shared/schemas/tool';
import { answerOrigin, recordAnswerOrigin } from '@/client/lib/answer-origin';
import { toolInputSchema, toWire } from './tool-input';
import { fromWire } from './tool-wire';

const wire: WireTool = {
  _id: 't1',
  name: 'Roller',
  desc: 'A roller',
  img: '/r.png',
  price: 9.5,
  minOrderQuanity: 2,
  orderQuanity: 7,
};

const roller = { name: 'Roller', desc: 'A roller', minOrderQuantity: 2, orderQuantity: 7, price: 9.5 };

describe('the tools API edge', () => {
  it('reads the wire names into the app names, keeping when the shop produced the answer', () => {
    const origin = { producedAt: 1234, saved: true };
    const answer = [wire];
    recordAnswerOrigin(answer, origin);
    const tools = fromWire(answer);
    expect(tools).toEqual([
      { _id: 't1', name: 'Roller', desc: 'A roller', img: '/r.png', price: 9.5, minOrderQuantity: 2, orderQuantity: 7 },
    ]);
    expect(tools[0]).not.toHaveProperty('minOrderQuanity');
    expect(answerOrigin(tools)).toEqual(origin);
    expect(fromWire(wire).orderQuantity).toBe(7);
  });

  it('writes what the server checks under the names the spec gives the payload', () => {
    const product = v.parse(toolInputSchema, roller);
    const payload = toWire(product);
    expect(payload).toEqual({ name: 'Roller', desc: 'A roller', minOrderQuantity: 2, orderQuanitity: 7, price: 9.5 });
    expect(v.safeParse(toolUpdateSchema, payload).success).toBe(true);
    expect(toWire({ ...product, img: '/r.png' })).toMatchObject({ img: '/r.png', orderQuanitity: 7 });
  });

  it('checks the minimum against the stock under the app names', () => {
    const checked = v.safeParse(toolInputSchema, { ...roller, minOrderQuantity: 8 });
    expect(checked.success).toBe(false);
    expect(checked.issues?.map((issue) => v.getDotPath(issue))).toEqual(['minOrderQuantity']);
  });
});

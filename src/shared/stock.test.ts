import { describe, expect, it } from 'vitest';
import { inStock, matchesSearch } from './stock';

describe('inStock', () => {
  it('needs stock that covers the minimum order', () => {
    expect(inStock({ minOrderQuantity: 1, orderQuantity: 1 })).toBe(true);
    expect(inStock({ minOrderQuantity: 5, orderQuantity: 4 })).toBe(false);
    expect(inStock({ minOrderQuantity: 1, orderQuantity: 0 })).toBe(false);
  });
});

describe('matchesSearch', () => {
  const tape = { name: "Painter's Tape, 2-pack", desc: 'Crisp lines on trim and glass; peels off clean.' };
  it('finds every typed word in the name or description, whatever the case or accents', () => {
    expect(matchesSearch(tape, '')).toBe(true);
    expect(matchesSearch(tape, 'TAPE')).toBe(true);
    expect(matchesSearch(tape, 'tape  glass')).toBe(true);
    expect(matchesSearch(tape, 'trím')).toBe(true);
    expect(matchesSearch(tape, 'tape drill')).toBe(false);
  });
});

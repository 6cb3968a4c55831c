import { describe, expect, it } from 'vitest';
import { draftNoLongerFits, savedPriceAge } from './draft-freshness';

const hour = 60 * 60 * 1000;
const tool = {
  _id: 't1',
  name: 'Roller kit',
  desc: '',
  img: '',
  price: 12,
  minOrderQuantity: 2,
  orderQuantity: 10,
};

describe('the checkout from saved data', () => {
  it('gives the age of a price read from saved data, and none for one just answered', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(savedPriceAge(now - 3 * hour, now)).toBe('price as of 3 h ago');
    expect(savedPriceAge(now - 2 * 24 * hour, now)).toBe('price as of 2 days ago');
    expect(savedPriceAge(now - 5_000, now)).toBeUndefined();
  });

  it('says how a tool changed when the draft no longer fits it, and nothing when it does', () => {
    expect(draftNoLongerFits({ quantity: 2 }, tool)).toBeUndefined();
    expect(draftNoLongerFits({ quantity: 1 }, tool)).toBe('Roller kit is now sold from 2 at a time; you chose 1.');
    expect(draftNoLongerFits({ quantity: 11 }, tool)).toBe('Only 10 of Roller kit are left; you chose 11.');
    expect(draftNoLongerFits({ quantity: 2 }, { ...tool, orderQuantity: 0 })).toBe(
      'Roller kit is out of stock for now.',
    );
  });
});

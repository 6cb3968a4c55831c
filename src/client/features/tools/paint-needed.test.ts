import { describe, expect, it } from 'vitest';
import { type Coverage, paintNeeded, type Room, unitsWords } from './paint-needed';

const gallon: Coverage = { sqftPerUnit: 350, unit: 'gallon' };
const bedroom: Room = { lengthFt: 12, widthFt: 10, heightFt: 8, doors: 1, windows: 2, coats: 2, ceiling: false };

describe('paintNeeded, worked by hand', () => {
  it('walls only: 2 × (12 + 10) × 8 = 352 sq ft, less a door (21) and two windows (30) = 301; two coats 602; 2 gallons', () => {
    expect(paintNeeded(bedroom, gallon)).toEqual({
      ok: true,
      wallsSqft: 301,
      ceilingSqft: 0,
      paintedSqft: 602,
      units: 2,
    });
  });

  it('with the ceiling: 301 + 12 × 10 = 421 sq ft, two coats 842; 842 / 350 = 2.4, so 3 gallons', () => {
    expect(paintNeeded({ ...bedroom, ceiling: true }, gallon)).toMatchObject({
      ceilingSqft: 120,
      paintedSqft: 842,
      units: 3,
    });
  });

  it('an exact fit buys no extra unit: 2 × (10 + 10) × 8 = 320 sq ft at 80 a quart is 4 quarts', () => {
    const room = { ...bedroom, lengthFt: 10, widthFt: 10, doors: 0, windows: 0, coats: 1 };
    expect(paintNeeded(room, { sqftPerUnit: 80, unit: 'quart' })).toMatchObject({ paintedSqft: 320, units: 4 });
  });

  it('float error does not buy a whole unit: 2 × (0.1 + 0.2) × 10 is 6 sq ft, one unit of 6', () => {
    const room = { ...bedroom, lengthFt: 0.1, widthFt: 0.2, heightFt: 10, doors: 0, windows: 0, coats: 1 };
    expect(paintNeeded(room, { sqftPerUnit: 6, unit: 'litre' })).toMatchObject({ units: 1 });
  });

  it('sizes with decimals: 2 × (10.5 + 9.5) × 8.5 = 340 sq ft, one coat, one door: 319 at 100 a litre is 4 litres', () => {
    const room = { ...bedroom, lengthFt: 10.5, widthFt: 9.5, heightFt: 8.5, windows: 0, coats: 1 };
    expect(paintNeeded(room, { sqftPerUnit: 100, unit: 'litre' })).toMatchObject({ wallsSqft: 319, units: 4 });
  });
});

describe('paintNeeded refuses what no room is', () => {
  it('a size of zero, below zero, not a number or over 200 feet', () => {
    const result = paintNeeded({ ...bedroom, lengthFt: 0, widthFt: -3, heightFt: Number.NaN }, gallon);
    expect(result).toEqual({
      ok: false,
      problems: {
        lengthFt: 'Length must be more than 0 feet.',
        widthFt: 'Width must be more than 0 feet.',
        heightFt: 'Height must be more than 0 feet.',
      },
    });
    expect(paintNeeded({ ...bedroom, lengthFt: 201 }, gallon)).toEqual({
      ok: false,
      problems: { lengthFt: 'Length must be at most 200 feet.' },
    });
  });

  it('openings that are not whole, or negative, and coats outside 1 to 3', () => {
    expect(paintNeeded({ ...bedroom, doors: 1.5, windows: -1, coats: 4 }, gallon)).toEqual({
      ok: false,
      problems: {
        doors: 'Doors must be a whole number from 0 to 50.',
        windows: 'Windows must be a whole number from 0 to 50.',
        coats: 'Coats must be 1, 2 or 3.',
      },
    });
    expect(paintNeeded({ ...bedroom, coats: 0 }, gallon)).toMatchObject({ ok: false });
  });

  it('doors and windows larger than the walls: 2 × (2 + 2) × 2 = 16 sq ft cannot hold a 21 sq ft door', () => {
    const closet = { ...bedroom, lengthFt: 2, widthFt: 2, heightFt: 2, windows: 0 };
    expect(paintNeeded(closet, gallon)).toEqual({
      ok: false,
      problems: { doors: 'The doors and windows take more than the walls: check the counts.' },
    });
  });
});

it('names the units as a buyer reads them', () => {
  expect(unitsWords(1, 'gallon')).toBe('1 gallon');
  expect(unitsWords(3, 'quart')).toBe('3 quarts');
  expect(unitsWords(2, 'litre')).toBe('2 litres');
});

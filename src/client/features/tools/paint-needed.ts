/** How far a unit of a paint goes, as the shop sells it: square feet a unit covers in one coat. */
export type Coverage = { sqftPerUnit: number; unit: 'gallon' | 'quart' | 'litre' };

/** A room as the calculator asks for it: sizes in feet, openings counted, coats of one to three. */
export type Room = {
  lengthFt: number;
  widthFt: number;
  heightFt: number;
  doors: number;
  windows: number;
  coats: number;
  ceiling: boolean;
};

/** The openings left unpainted, at the sizes painters' estimates use: a door 3 × 7 ft, a window 3 × 5 ft. */
export const doorSqft = 21;
export const windowSqft = 15;

export type PaintNeeded =
  | { ok: true; wallsSqft: number; ceilingSqft: number; paintedSqft: number; units: number }
  | { ok: false; problems: Partial<Record<keyof Room, string>> };

const sizeNames = { lengthFt: 'Length', widthFt: 'Width', heightFt: 'Height' } as const;

/**
 * What a room takes of a paint: the walls (the room's perimeter times its height, less its doors and windows)
 * and the ceiling if it is painted, times the coats, divided by what a unit covers, rounded up to whole units.
 * Sizes must be over 0 and at most 200 ft; a room whose openings are more than its walls is refused.
 */
export function paintNeeded(room: Room, coverage: Coverage): PaintNeeded {
  const problems: Partial<Record<keyof Room, string>> = {};
  for (const [field, name] of Object.entries(sizeNames) as [keyof typeof sizeNames, string][]) {
    const size = room[field];
    if (!Number.isFinite(size) || size <= 0) problems[field] = `${name} must be more than 0 feet.`;
    else if (size > 200) problems[field] = `${name} must be at most 200 feet.`;
  }
  for (const [field, name] of [
    ['doors', 'Doors'],
    ['windows', 'Windows'],
  ] as const) {
    const openings = room[field];
    if (!Number.isInteger(openings) || openings < 0 || openings > 50)
      problems[field] = `${name} must be a whole number from 0 to 50.`;
  }
  if (!Number.isInteger(room.coats) || room.coats < 1 || room.coats > 3) problems.coats = 'Coats must be 1, 2 or 3.';
  if (Object.keys(problems).length > 0) return { ok: false, problems };

  const perimeterSqft = 2 * (room.lengthFt + room.widthFt) * room.heightFt;
  const openingsSqft = room.doors * doorSqft + room.windows * windowSqft;
  if (openingsSqft >= perimeterSqft)
    return { ok: false, problems: { doors: 'The doors and windows take more than the walls: check the counts.' } };
  const wallsSqft = perimeterSqft - openingsSqft;
  const ceilingSqft = room.ceiling ? room.lengthFt * room.widthFt : 0;
  const paintedSqft = (wallsSqft + ceilingSqft) * room.coats;
  // Float error must not buy a whole extra can: 1,050.0000000001 square feet over 350 is 3 gallons.
  const units = Math.ceil(Math.round((paintedSqft / coverage.sqftPerUnit) * 1e6) / 1e6);
  return { ok: true, wallsSqft, ceilingSqft, paintedSqft, units };
}

/** '1 gallon', '3 quarts', '2 litres'. */
export const unitsWords = (units: number, unit: Coverage['unit']) => `${units} ${unit}${units === 1 ? '' : 's'}`;

import { hexColour, type RoomPaint as Paint } from '@/shared/schemas/quote';

/** A room's paint in a line, "Colour: Sage Wisdom · Benjamin Moore · #9caf88 · eggshell", with a swatch where its code is a hex. */
export function RoomPaint({ paint }: { paint: Pick<Paint, 'colour'> & Partial<Paint> }) {
  const code = paint.code?.trim() ?? '';
  const words = [paint.colour, paint.brand, code, paint.sheen].filter(Boolean).join(' · ');
  return (
    <span className="inline-flex items-center gap-2 break-words">
      {hexColour.test(code) && (
        <span
          aria-hidden="true"
          className="inline-block h-5 w-5 shrink-0 rounded-full ring-1 ring-ink/20"
          style={{ backgroundColor: code }}
        />
      )}
      <span>Colour: {words}</span>
    </span>
  );
}

import { TextField } from '@/client/components/ui/text-field';
import { hexColour, paintSheens, type QuoteRoom } from '@/shared/schemas/quote';
import type { QuoteEdit } from '../quote-editor-reducer';
import { noPaint, type PaintForm } from '../quote-form';

/**
 * The colour schedule: each room of the request with its paint (colour, brand, code, sheen), which the job's
 * painters see on site and the customer approves before the work. A room left without a colour has none.
 */
export function ColourScheduleFields({
  rooms,
  paints = [],
  issues,
  edit,
}: {
  rooms: Pick<QuoteRoom, 'name'>[];
  paints?: PaintForm[];
  issues: Record<string, string>;
  edit: (edit: QuoteEdit) => void;
}) {
  return (
    <section aria-labelledby="colour-schedule-heading" className="mt-6 space-y-3">
      <h3 id="colour-schedule-heading" className="font-display text-xl font-bold text-ink">
        Colour schedule
      </h3>
      {rooms.map((room, index) => {
        const paint = paints[index] ?? noPaint;
        const change = (part: Partial<PaintForm>) =>
          edit({ type: 'paintChanged', room: index, rooms: rooms.length, paint: { ...paint, ...part } });
        const field = (name: 'colour' | 'brand' | 'code', label: string, maxLength: number) => (
          <TextField
            label={label}
            maxLength={maxLength}
            autoComplete="off"
            value={paint[name]}
            error={issues[`rooms.${index}.paint.${name}`]}
            onChange={(event) => change({ [name]: event.target.value })}
          />
        );
        return (
          <fieldset key={`${room.name}-${index}`} className="@container rounded-xl p-3 ring-1 ring-ink/10">
            <legend className="flex items-center gap-2 px-1 font-semibold text-ink">
              {room.name}
              {hexColour.test(paint.code.trim()) && (
                <span
                  aria-hidden="true"
                  className="inline-block h-4 w-4 rounded-full ring-1 ring-ink/20"
                  style={{ backgroundColor: paint.code.trim() }}
                />
              )}
            </legend>
            <div className="grid gap-3 @[34rem]:grid-cols-4">
              {field('colour', 'Colour', 60)}
              {field('brand', 'Brand', 60)}
              {field('code', 'Code or hex', 30)}
              <div>
                <label htmlFor={`sheen-${index}`} className="field-label">
                  Sheen
                </label>
                <select
                  id={`sheen-${index}`}
                  className="field-select"
                  value={paint.sheen}
                  onChange={(event) => change({ sheen: event.target.value as PaintForm['sheen'] })}
                >
                  <option value="">Not set</option>
                  {paintSheens.map((sheen) => (
                    <option key={sheen} value={sheen}>
                      {sheen}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </fieldset>
        );
      })}
      {issues.rooms && <p className="field-error">{issues.rooms}</p>}
    </section>
  );
}

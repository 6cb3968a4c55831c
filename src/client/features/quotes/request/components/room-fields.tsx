import { maxQuoteRooms, type PaintSurface, paintSurfaces, type QuoteRoom } from '@/shared/schemas/quote';
import { TextField } from '@/client/components/ui/text-field';
import { bindFields, type FieldErrors } from '@/client/lib/use-schema-form';

export type RoomValues = Required<Omit<QuoteRoom, 'paint'>> & { key: string };

let roomCount = 0;
/** A room not filled in yet; its key keeps its fields in place when one before it is removed. */
export const emptyRoom = (): RoomValues => ({
  key: `room-${++roomCount}`,
  name: '',
  surfaces: [],
  size: '',
  colours: '',
});

const surfaceWords: Record<PaintSurface, string> = { walls: 'Walls', ceiling: 'Ceiling', trim: 'Trim', doors: 'Doors' };

/** Each room or area to paint: its name, what to paint in it, its rough size and the colours wanted. */
export function RoomFields({
  rooms,
  errors,
  onChange,
}: {
  rooms: RoomValues[];
  errors: FieldErrors;
  onChange: (rooms: RoomValues[]) => void;
}) {
  const change = (index: number, room: Partial<RoomValues>) =>
    onChange(rooms.map((each, at) => (at === index ? { ...each, ...room } : each)));
  return (
    <div className="space-y-4">
      {rooms.map((room, index) => {
        const error = (field: string) => errors[`rooms.${index}.${field}`];
        const field = bindFields<'name' | 'size' | 'colours'>(room, error, (name, typed) =>
          change(index, { [name]: typed }),
        );
        const toggle = (surface: PaintSurface, on: boolean) =>
          change(index, {
            surfaces: on ? [...room.surfaces, surface] : room.surfaces.filter((each) => each !== surface),
          });
        return (
          <fieldset key={room.key} className="space-y-4 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-ink">Room or area {index + 1}</legend>
            <TextField label="Room or area" placeholder="Living room, hallway, front fence…" {...field('name')} />
            <fieldset aria-describedby={error('surfaces') ? `${room.key}-surfaces-error` : undefined}>
              <legend className="field-label">What to paint</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-1">
                {paintSurfaces.map((surface) => (
                  <label key={surface} className="flex min-h-11 items-center gap-2 text-ink">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-brand"
                      checked={room.surfaces.includes(surface)}
                      onChange={(event) => toggle(surface, event.target.checked)}
                    />
                    {surfaceWords[surface]}
                  </label>
                ))}
              </div>
              {error('surfaces') && (
                <p id={`${room.key}-surfaces-error`} className="field-error">
                  {error('surfaces')}
                </p>
              )}
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Rough size" placeholder="About 4 × 5 m" {...field('size')} />
              <TextField label="Colours wanted" placeholder="Warm white walls, grey trim" {...field('colours')} />
            </div>
            {rooms.length > 1 && (
              <button
                type="button"
                className="min-h-11 font-semibold text-accent underline"
                onClick={() => onChange(rooms.filter((each) => each.key !== room.key))}
              >
                Remove {room.name.trim() || `room or area ${index + 1}`}
              </button>
            )}
          </fieldset>
        );
      })}
      {errors.rooms && <p className="field-error">{errors.rooms}</p>}
      {rooms.length < maxQuoteRooms && (
        <button type="button" className="btn-outline" onClick={() => onChange([...rooms, emptyRoom()])}>
          Add a room or area
        </button>
      )}
    </div>
  );
}

import { useId } from 'react';
import type { QuoteRoom } from '@/shared/schemas/quote';
import { formatDollars } from '@/shared/money';
import { catalogueLine, labourLine, newLineKey, type QuoteFormLine } from '../quote-form';

/** A tool of the catalogue the app already keeps on the device, as a quote line takes it. */
export type CatalogueTool = { _id: string; name: string; price: number };

/**
 * The ways to add a line: labour for one of the customer's rooms (by the hour), a tool from the catalogue
 * at its price, or a blank line for anything else.
 */
export function QuoteLineAdders({
  rooms,
  catalogue,
  onAdd,
  to,
}: {
  /** The option the lines go to, named in the buttons; none for the quote's own lines. */
  to?: string;
  rooms: Pick<QuoteRoom, 'name' | 'surfaces'>[];
  catalogue: CatalogueTool[];
  onAdd: (line: QuoteFormLine) => void;
}) {
  const selectId = useId();
  const onto = to === undefined ? '' : ` to ${to || 'this option'}`;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {rooms.map((room, index) => (
          <button
            key={`${room.name}-${index}`}
            type="button"
            className="btn-outline min-h-11 px-4 py-2"
            onClick={() => onAdd(labourLine(room))}
          >
            Add labour: {room.name}
            {onto}
          </button>
        ))}
        <button
          type="button"
          className="btn-outline min-h-11 px-4 py-2"
          onClick={() => onAdd({ key: newLineKey(), description: '', quantity: '1', unit: 'each', unitPrice: '' })}
        >
          Add a line{onto}
        </button>
      </div>
      <div>
        <label htmlFor={selectId} className="field-label">
          Add from catalogue{onto}
        </label>
        <select
          id={selectId}
          className="field-input"
          value=""
          disabled={catalogue.length === 0}
          onChange={(event) => {
            const tool = catalogue.find((each) => each._id === event.target.value);
            if (tool) onAdd(catalogueLine(tool));
          }}
        >
          <option value="">
            {catalogue.length === 0 ? 'The catalogue is not on this device yet' : 'Choose a tool…'}
          </option>
          {catalogue.map((tool) => (
            <option key={tool._id} value={tool._id}>
              {tool.name} — {formatDollars(tool.price)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

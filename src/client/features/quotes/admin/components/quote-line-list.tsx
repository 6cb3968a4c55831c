import type { QuoteRoom } from '@/shared/schemas/quote';
import type { LineChange } from '../quote-editor-reducer';
import type { QuoteFormLine } from '../quote-form';
import { type CatalogueTool, QuoteLineAdders } from './quote-line-adders';
import { QuoteLineFields } from './quote-line-fields';

/** A line move on this list, the list being the caller's to name. */
export type LineMove =
  | { type: 'lineAdded'; line: QuoteFormLine }
  | { type: 'lineChanged'; index: number; change: LineChange }
  | { type: 'lineRemoved'; index: number };

/** What the shop would refuse in line `index` of the list at `path` ("lines", "options.1.lines"), by field. */
function lineIssues(issues: Record<string, string>, path: string, index: number) {
  const prefix = `${path}.${index}.`;
  return Object.fromEntries(
    Object.entries(issues)
      .filter(([at]) => at.startsWith(prefix))
      .map(([at, message]) => [at.slice(prefix.length), message]),
  );
}

/**
 * One list of the quote's lines, each with its fields and total, the list's own refusal, and the ways to add a
 * line: the quote's own lines (which may be optional), or one option's (`to` naming it).
 */
export function QuoteLineList({
  lines,
  lineCents,
  path,
  issues,
  onMove,
  rooms,
  catalogue,
  to,
}: {
  lines: QuoteFormLine[];
  lineCents: number[];
  path: string;
  issues: Record<string, string>;
  onMove: (move: LineMove) => void;
  rooms: Pick<QuoteRoom, 'name' | 'surfaces'>[];
  catalogue: CatalogueTool[];
  to?: string;
}) {
  return (
    <div className="space-y-3">
      {lines.map((line, index) => (
        <QuoteLineFields
          key={line.key}
          line={line}
          number={index + 1}
          totalCents={lineCents[index] ?? 0}
          issues={lineIssues(issues, path, index)}
          canBeOptional={to === undefined}
          onChange={(change) => onMove({ type: 'lineChanged', index, change })}
          onRemove={() => onMove({ type: 'lineRemoved', index })}
        />
      ))}
      {issues[path] && <p className="field-error">{issues[path]}</p>}
      <QuoteLineAdders
        rooms={rooms}
        catalogue={catalogue}
        to={to}
        onAdd={(line) => onMove({ type: 'lineAdded', line })}
      />
    </div>
  );
}

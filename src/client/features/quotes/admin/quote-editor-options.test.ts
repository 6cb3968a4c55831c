import { describe, expect, it } from 'vitest';
import { type QuoteEditorAction, quoteEditorReducer, startQuoteEditor } from './quote-editor-reducer';
import { emptyQuoteForm, newOption, type QuoteFormLine } from './quote-form';

const line = (key: string, description: string): QuoteFormLine => ({
  key,
  description,
  quantity: '1',
  unit: 'each',
  unitPrice: '100',
});
const start = () => startQuoteEditor(undefined, null, '2026-12-01');
const after = (...actions: QuoteEditorAction[]) => actions.reduce(quoteEditorReducer, start());

describe("a quote's options in the editor", () => {
  it('adds options named good, better and best in turn, each with its own lines', () => {
    const [good, better] = [newOption(0), newOption(1)];
    expect([good.name, better.name, newOption(2).name, newOption(3).name]).toEqual(['Good', 'Better', 'Best', '']);
    const { form } = after(
      { type: 'optionAdded', option: good },
      { type: 'optionAdded', option: better },
      { type: 'lineAdded', option: 1, line: line('two-coats', 'Two coats') },
      { type: 'lineAdded', line: line('prep', 'Prep') },
    );
    expect(form.lines.map(({ key }) => key)).toEqual(['prep']);
    expect(form.options.map(({ name, lines }) => [name, lines.map(({ key }) => key)])).toEqual([
      ['Good', []],
      ['Better', ['two-coats']],
    ]);
  });

  it("changes and removes a line on its own option's list only, and marks the quote's own lines optional", () => {
    const { form } = after(
      { type: 'optionAdded', option: newOption(0) },
      { type: 'optionAdded', option: newOption(1) },
      { type: 'lineAdded', option: 0, line: line('one-coat', 'One coat') },
      { type: 'lineAdded', option: 1, line: line('two-coats', 'Two coats') },
      { type: 'lineAdded', option: 1, line: line('primer', 'Primer') },
      { type: 'lineAdded', line: line('radiators', 'Radiators') },
      { type: 'lineChanged', option: 1, index: 0, change: { unitPrice: '650' } },
      { type: 'lineRemoved', option: 1, index: 1 },
      { type: 'lineChanged', index: 0, change: { optional: true } },
    );
    expect(form.options[0]!.lines).toEqual([line('one-coat', 'One coat')]);
    expect(form.options[1]!.lines).toEqual([{ ...line('two-coats', 'Two coats'), unitPrice: '650' }]);
    expect(form.lines).toEqual([{ ...line('radiators', 'Radiators'), optional: true }]);
  });

  it('renames and removes an option by its place, the others keeping theirs', () => {
    const [good, better, best] = [newOption(0), newOption(1), newOption(2)];
    const { form } = after(
      { type: 'optionAdded', option: good },
      { type: 'optionAdded', option: better },
      { type: 'optionAdded', option: best },
      { type: 'optionRenamed', option: 2, name: 'Premium' },
      { type: 'optionRemoved', option: 0 },
    );
    expect(form.options).toEqual([better, { ...best, name: 'Premium' }]);
    expect(emptyQuoteForm('2026-12-01').options).toEqual([]);
  });
});

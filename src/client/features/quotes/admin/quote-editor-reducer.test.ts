import { describe, expect, it } from 'vitest';
import { factory } from '@/client/test/factory';
import { createQuote } from '@/client/test/quotes';
import type { QuoteDraftSave } from './outbox-kind';
import {
  type QuoteEditorAction,
  quoteEditorReducer,
  type QuoteEditorState,
  startQuoteEditor,
} from './quote-editor-reducer';
import { type QuoteForm, type QuoteFormLine, quoteInput } from './quote-form';

const createLine = factory<QuoteFormLine>({
  key: 'walls',
  description: 'Walls — Kitchen',
  quantity: '2.5',
  unit: 'hours',
  unitPrice: '45.99',
});
const createForm = factory<QuoteForm>({
  lines: [createLine()],
  options: [],
  notes: '',
  depositPercent: '30',
  validUntil: '2026-12-25',
});
const createState = factory<QuoteEditorState>({
  form: createForm(),
  shop: { quoteId: 'quote-1', version: 3 },
  issues: {},
});

/** The state after `actions`, one after the other, from `state`. */
const after = (state: QuoteEditorState, ...actions: QuoteEditorAction[]) => actions.reduce(quoteEditorReducer, state);

describe('the quote editor as it opens', () => {
  it("restores what the admin kept on the device over the shop's draft", () => {
    const kept = createForm({ notes: 'Typed offline' });
    expect(startQuoteEditor(kept, createQuote(), '2026-11-20')).toEqual(createState({ form: kept }));
  });

  it("starts from the shop's draft when nothing is kept on the device", () => {
    const { form, shop } = startQuoteEditor(undefined, createQuote(), '2026-11-20');
    expect(form).toMatchObject({ notes: 'From the shop', depositPercent: '25', validUntil: '2026-12-31' });
    expect(form.lines).toMatchObject([{ description: 'Ceiling', quantity: '4', unit: 'hours', unitPrice: '40.00' }]);
    expect(shop).toEqual({ quoteId: 'quote-1', version: 3 });
  });

  it('starts a new quote, valid 30 days, asking a 30% deposit, when the request has none', () => {
    expect(startQuoteEditor(undefined, null, '2026-11-20')).toEqual({
      form: { lines: [], options: [], notes: '', depositPercent: '30', validUntil: '2026-12-20' },
      shop: null,
      issues: {},
    });
  });
});

describe("the quote's lines, addressed by their place in the list", () => {
  const roller = createLine({ key: 'roller', description: 'Roller kit', quantity: '1', unit: 'each' });

  it('adds a line at the end', () => {
    expect(after(createState(), { type: 'lineAdded', line: roller }).form.lines).toEqual([createLine(), roller]);
  });

  it('changes one field of one line, keeping its key and the other lines', () => {
    const state = after(createState(), { type: 'lineAdded', line: roller });
    const changed = after(state, { type: 'lineChanged', index: 1, change: { quantity: '3' } });
    expect(changed.form.lines).toEqual([createLine(), { ...roller, quantity: '3' }]);
  });

  it('removes the line at its place, the next one moving up with its own key', () => {
    const state = after(createState(), { type: 'lineAdded', line: roller });
    expect(after(state, { type: 'lineRemoved', index: 0 }).form.lines).toEqual([roller]);
  });

  it('never changes the state it was given', () => {
    const state = createState();
    const before = structuredClone(state);
    after(state, { type: 'lineChanged', index: 0, change: { unitPrice: '50' } }, { type: 'lineRemoved', index: 0 });
    expect(state).toEqual(before);
  });
});

describe("the quote's own fields", () => {
  it.each([
    ['depositPercent', '50'],
    ['notes', 'Two coats on the ceiling.'],
    ['validUntil', '2027-01-15'],
  ] as const)('takes %s as typed', (field, value) => {
    const { form } = after(createState(), { type: 'fieldChanged', field, value });
    expect(form).toEqual({ ...createForm(), [field]: value });
  });
});

const refused409 = {
  type: 'refused',
  refusal: { status: 409, message: 'Another save came first.', issues: [] },
} as const satisfies QuoteEditorAction;

describe('a save', () => {
  it('says what is busy until it is done', () => {
    const saving = after(createState(), { type: 'started', what: 'save' });
    expect(saving.busy).toBe('save');
    expect(after(saving, { type: 'finished' }).busy).toBeUndefined();
  });

  it('is checked first: fields the shop would refuse are marked, and the last conflict goes', () => {
    const conflicted = after(createState(), refused409, { type: 'conflicted', theirs: createQuote({ version: 4 }) });
    const checked = after(conflicted, { type: 'checked', issues: { 'lines.0.quantity': 'Enter a quantity.' } });
    expect(checked).toMatchObject({
      issues: { 'lines.0.quantity': 'Enter a quantity.' },
      problem: 'Check the quote: some fields need a look.',
      conflict: undefined,
    });
    expect(after(checked, { type: 'checked', issues: {} })).toMatchObject({ issues: {}, problem: undefined });
  });

  it('reaching the shop moves the editor onto the version the shop saved', () => {
    const saved = after(createState({ shop: null }), { type: 'shopSaved', quote: { _id: 'quote-2', version: 1 } });
    expect(saved.shop).toEqual({ quoteId: 'quote-2', version: 1 });
  });

  it('kept on the device while offline is followed until the shop has it, the draft left as typed', () => {
    const form = createForm({ notes: 'Typed offline' });
    const save: QuoteDraftSave = { requestId: 'request-1', quoteId: 'quote-1', version: 3, quote: quoteInput(form) };
    const waiting = after(createState({ form }), { type: 'saveWaiting', followed: { id: 'entry-1', save } });
    expect(waiting.followed).toEqual({ id: 'entry-1', save });
    const reached = { type: 'shopSaved', quote: { _id: 'quote-1', version: 4 } } as const;
    const delivered = after(waiting, reached, { type: 'unfollowed' });
    expect(delivered).toMatchObject({ form, shop: { quoteId: 'quote-1', version: 4 }, followed: undefined });
  });

  it('refused for its content marks the fields and says why', () => {
    const refused = after(createState(), {
      type: 'refused',
      refusal: { status: 422, message: 'Check the quote.', issues: [{ path: 'validUntil', message: 'Too soon.' }] },
    });
    expect(refused).toMatchObject({ issues: { validUntil: 'Too soon.' }, problem: 'Check the quote.' });
  });

  it("refused because another save came first (409) keeps the admin's draft and shows the shop's beside it", () => {
    const mine = createForm({ notes: 'Mine' });
    const theirs = createQuote({ version: 4, notes: 'Theirs' });
    const state = after(createState({ form: mine }), refused409, { type: 'conflicted', theirs });
    expect(state).toMatchObject({ form: mine, shop: { quoteId: 'quote-1', version: 3 }, conflict: { theirs } });
    expect(state.problem).toBeUndefined();
    // A second read of the same refusal (the outbox's copy) that returns once the admin saved again shows nothing.
    const saved = { type: 'shopSaved', quote: { _id: 'quote-1', version: 5 } } as const;
    const resolved = after(state, { type: 'checked', issues: {} }, saved, { type: 'conflicted', theirs });
    expect(resolved.conflict).toBeUndefined();
  });

  it('that fails otherwise says what kept it from the shop', () => {
    expect(after(createState(), { type: 'failed', problem: 'You appear to be offline.' }).problem).toBe(
      'You appear to be offline.',
    );
  });
});

describe("discarding the admin's changes", () => {
  const troubled = createState({
    issues: { notes: 'Too long.' },
    problem: 'Check the quote: some fields need a look.',
    conflict: { theirs: createQuote({ version: 4 }) },
  });
  const fresh = createForm({ notes: 'From the shop' });

  it("takes the shop's draft and moves onto its version", () => {
    const theirs = createQuote({ version: 4 });
    expect(after(troubled, { type: 'discarded', theirs, form: fresh })).toEqual({
      form: fresh,
      shop: { quoteId: 'quote-1', version: 4 },
      issues: {},
      problem: undefined,
      conflict: undefined,
    });
  });

  it('after the quote was sent, leaves the editor on no draft of the shop', () => {
    const theirs = createQuote({ status: 'sent', version: 4 });
    expect(after(troubled, { type: 'discarded', theirs, form: fresh }).shop).toBeNull();
  });

  it("with nothing of the shop's taken, starts again on the draft it was on", () => {
    expect(after(troubled, { type: 'discarded', theirs: null, form: fresh })).toMatchObject({
      form: fresh,
      shop: { quoteId: 'quote-1', version: 3 },
      issues: {},
    });
  });
});

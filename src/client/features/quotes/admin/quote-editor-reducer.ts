import type { Quote } from '@/shared/answers/quotes';
import type { QuoteDraftSave } from './outbox-kind';
import {
  emptyQuoteForm,
  formFromQuote,
  noPaint,
  type PaintForm,
  type QuoteForm,
  type QuoteFormLine,
  type QuoteFormOption,
} from './quote-form';

/** A save of this request's draft that waits in the outbox (or was refused there), followed until it is settled. */
export type FollowedSave = { id: string; save: QuoteDraftSave };

/** Another save came first (or the quote was sent since): the shop's quote now, to show beside the admin's. */
export type QuoteConflict = { theirs: Quote | null };

/** The shop's draft as the editor last read or saved it. */
export type ShopDraft = { quoteId: string; version: number };

export type QuoteEditorState = {
  /** What the admin typed, kept on the device as it changes. */
  form: QuoteForm;
  /** Null while the request has no draft on the shop. */
  shop: ShopDraft | null;
  /** What the shop would refuse (or refused), by field: "lines.0.quantity". */
  issues: Record<string, string>;
  problem?: string;
  conflict?: QuoteConflict;
  /**
   * A 409 whose shop quote is being read: the read lands only while this holds. A save started since (or a
   * discard) clears it, so a read that comes back after the admin resolved the conflict shows nothing again.
   */
  conflictAwaited?: boolean;
  busy?: 'save' | 'send';
  followed?: FollowedSave;
};

/** The quote's fields typed as one value each; its lines are changed one by one. */
export type QuoteField = 'depositPercent' | 'validUntil' | 'notes';

/** A line's content; its key is its identity in the editor and never changes. */
export type LineChange = Partial<Omit<QuoteFormLine, 'key'>>;

/** What the shop said when it refused a save or a send. */
export type Refusal = { status: number; message: string; issues: { path: string; message: string }[] };

/** Which list of lines a line move is on: the quote's own (no `option`), or that of its option at that index. */
type OnList = { option?: number };

/** What the admin does to the quote's content: each is kept on the device as it is done. */
export type QuoteEdit =
  | ({ type: 'lineAdded'; line: QuoteFormLine } & OnList)
  | ({ type: 'lineChanged'; index: number; change: LineChange } & OnList)
  | ({ type: 'lineRemoved'; index: number } & OnList)
  | { type: 'fieldChanged'; field: QuoteField; value: string }
  | { type: 'optionAdded'; option: QuoteFormOption }
  | { type: 'optionRenamed'; option: number; name: string }
  | { type: 'optionRemoved'; option: number }
  /** A room's paint on the colour schedule, of `rooms` rooms in all. */
  | { type: 'paintChanged'; room: number; rooms: number; paint: PaintForm };

export type QuoteEditorAction =
  | QuoteEdit
  | { type: 'started'; what: 'save' | 'send' }
  | { type: 'finished' }
  /** A save is about to go: what the shop would refuse in the form, checked first (none: it goes). */
  | { type: 'checked'; issues: Record<string, string> }
  /** The save waits in the outbox (offline, or the shop could not be reached), or one kept before a reload does. */
  | { type: 'saveWaiting'; followed: FollowedSave }
  /** The save followed settled, or was dropped for a newer one. */
  | { type: 'unfollowed' }
  | { type: 'shopSaved'; quote: Pick<Quote, '_id' | 'version'> }
  | { type: 'refused'; refusal: Refusal }
  /** After a 409: the shop's quote now (null when the request has none), read to show beside the admin's. */
  | { type: 'conflicted'; theirs: Quote | null }
  | { type: 'failed'; problem: string }
  /** What the admin typed went: the editor starts again from `form`, on `theirs` when the admin took it. */
  | { type: 'discarded'; theirs: Quote | null; form: QuoteForm };

/**
 * The editor as it opens: what the admin kept on the device (restored over anything else, so nothing typed is
 * lost), else the shop's draft, else a new quote valid from `today`.
 */
export function startQuoteEditor(
  kept: QuoteForm | undefined,
  serverDraft: Quote | null,
  today: string,
): QuoteEditorState {
  return {
    form: kept ?? (serverDraft ? formFromQuote(serverDraft) : emptyQuoteForm(today)),
    shop: serverDraft && { quoteId: serverDraft._id, version: serverDraft.version },
    issues: {},
  };
}

const changeOption = (form: QuoteForm, index: number, change: (option: QuoteFormOption) => QuoteFormOption) => ({
  ...form,
  options: form.options.map((option, at) => (at === index ? change(option) : option)),
});

/**
 * Every line move goes through here, the one place that knows which list a line belongs to: the quote's own,
 * or one of its options'.
 */
const changeLines = (
  form: QuoteForm,
  { option }: OnList,
  change: (lines: QuoteFormLine[]) => QuoteFormLine[],
): QuoteForm =>
  option === undefined
    ? { ...form, lines: change(form.lines) }
    : changeOption(form, option, (chosen) => ({ ...chosen, lines: change(chosen.lines) }));

function edited(form: QuoteForm, edit: QuoteEdit): QuoteForm {
  switch (edit.type) {
    case 'lineAdded':
      return changeLines(form, edit, (lines) => [...lines, edit.line]);
    case 'lineChanged':
      return changeLines(form, edit, (lines) =>
        lines.map((line, at) => (at === edit.index ? { ...line, ...edit.change } : line)),
      );
    case 'lineRemoved':
      return changeLines(form, edit, (lines) => lines.filter((_, at) => at !== edit.index));
    case 'fieldChanged':
      return { ...form, [edit.field]: edit.value };
    case 'optionAdded':
      return { ...form, options: [...form.options, edit.option] };
    case 'optionRenamed':
      return changeOption(form, edit.option, (option) => ({ ...option, name: edit.name }));
    case 'optionRemoved':
      return { ...form, options: form.options.filter((_, at) => at !== edit.option) };
    case 'paintChanged': {
      const paints = Array.from({ length: edit.rooms }, (_, at) => form.paints?.[at] ?? noPaint);
      return { ...form, paints: paints.map((paint, at) => (at === edit.room ? edit.paint : paint)) };
    }
  }
}

const issuesOf = (issues: Refusal['issues']) => Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));

/** The quote editor's moves, as plain data: the hook (use-quote-editor.ts) does what each needs outside. */
export function quoteEditorReducer(state: QuoteEditorState, action: QuoteEditorAction): QuoteEditorState {
  switch (action.type) {
    case 'lineAdded':
    case 'lineChanged':
    case 'lineRemoved':
    case 'fieldChanged':
    case 'optionAdded':
    case 'optionRenamed':
    case 'optionRemoved':
    case 'paintChanged':
      return { ...state, form: edited(state.form, action) };
    case 'started':
      return { ...state, busy: action.what };
    case 'finished':
      return { ...state, busy: undefined };
    case 'checked':
      return {
        ...state,
        issues: action.issues,
        conflict: undefined,
        conflictAwaited: undefined,
        problem: Object.keys(action.issues).length > 0 ? 'Check the quote: some fields need a look.' : undefined,
      };
    case 'saveWaiting':
      return { ...state, followed: action.followed };
    case 'unfollowed':
      return { ...state, followed: undefined };
    case 'shopSaved':
      return { ...state, shop: { quoteId: action.quote._id, version: action.quote.version } };
    case 'refused': {
      const { status, message, issues } = action.refusal;
      // A 409 is no problem to state: the shop's quote now is read, to show beside the admin's ('conflicted').
      return {
        ...state,
        issues: issuesOf(issues),
        ...(status === 409 ? { conflictAwaited: true } : { problem: message }),
      };
    }
    case 'conflicted':
      if (!state.conflictAwaited) return state;
      return { ...state, conflict: { theirs: action.theirs }, conflictAwaited: undefined };
    case 'failed':
      return { ...state, problem: action.problem };
    case 'discarded': {
      const { theirs, form } = action;
      const shop = !theirs
        ? state.shop
        : theirs.status === 'draft'
          ? { quoteId: theirs._id, version: theirs.version }
          : null;
      return { ...state, form, shop, issues: {}, problem: undefined, conflict: undefined, conflictAwaited: undefined };
    }
  }
}

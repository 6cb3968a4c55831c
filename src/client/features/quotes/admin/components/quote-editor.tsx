import { KeptEntryWords } from '@/client/components/layout/kept-entry-notice';
import { Notice } from '@/client/components/ui/notice';
import { TextAreaField, TextField } from '@/client/components/ui/text-field';
import { useSession } from '@/client/lib/auth/session';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { bindFields } from '@/client/lib/use-schema-form';
import type { Quote, QuoteRequest } from '@/shared/answers/quotes';
import { formatDollars } from '@/shared/money';
import type { QuoteDraft } from '../quote-drafts';
import type { QuoteField } from '../quote-editor-reducer';
import { quoteTotals } from '../quote-totals';
import { useDeviceDraft } from '../use-device-draft';
import { useQuoteEditor } from '../use-quote-editor';
import { QuoteConflictPanel } from './quote-conflict';
import type { CatalogueTool } from './quote-line-adders';
import { QuoteLineList } from './quote-line-list';
import { QuoteOptionsFields } from './quote-options-fields';
import { ColourScheduleFields } from './colour-schedule-fields';
import type { TaxRates } from '@/shared/answers/books';
import { taxLabel } from '@/shared/order-totals';
import { untaxed, workTaxRule } from '@/shared/work-totals';

/** Where the quote stands between the device and the shop, in a sentence. */
function DraftState({ editor }: { editor: ReturnType<typeof useQuoteEditor> }) {
  const online = useOnlineStatus();
  const { deviceDraft, quoteId, problem, waiting } = editor;
  if (problem) return <Notice kind="alert">{problem}</Notice>;
  if (waiting && online)
    return <KeptEntryWords state={waiting.kept} kept={{ id: waiting.id, sendsInBackground: false }} sent={() => ''} />;
  const words = waiting
    ? 'Saved on this device — it will be saved to the shop when you are back online.'
    : deviceDraft
      ? 'Changes kept on this device, not saved to the shop yet.'
      : quoteId
        ? 'Draft saved to the shop. The customer sees nothing until it is sent.'
        : undefined;
  return words ? <Notice kind="status">{words}</Notice> : null;
}

/**
 * What the editor prices with: the catalogue the app keeps on the device, and the shop's tax rates as last read
 * (saved on the device), so that the totals show the tax as the shop will count it.
 */
export type EditorPricing = { catalogue: CatalogueTool[]; taxRates: TaxRates | undefined };

type EditorProps = EditorPricing & { request: QuoteRequest; serverDraft: Quote | null };

/** The editor, once the signed-in admin's draft of this request on the device has been read. */
export function QuoteEditor(props: EditorProps) {
  const owner = useSession()?.email ?? '';
  const draft = useDeviceDraft(owner, props.request._id);
  if (draft === undefined)
    return <div className="card h-96 animate-pulse" role="status" aria-busy="true" aria-label="Loading the draft" />;
  return <QuoteEditorForm {...props} owner={owner} initial={draft} />;
}

/**
 * The quote being written for a request: its lines (labour per room, catalogue tools, anything else),
 * totals as they are typed, the deposit, how long it stands and notes; saved as a draft (kept on the
 * device while offline) and sent to the customer.
 */
function QuoteEditorForm({
  request,
  serverDraft,
  catalogue,
  taxRates,
  owner,
  initial,
}: EditorProps & { owner: string; initial: QuoteDraft | null }) {
  const online = useOnlineStatus();
  const editor = useQuoteEditor(request, serverDraft, owner, initial);
  const { form, edit, issues, busy } = editor;
  const rule = taxRates ? workTaxRule(taxRates, request.siteState) : untaxed;
  const totals = quoteTotals(form, rule);
  const field = bindFields<QuoteField>(
    form,
    (name) => issues[name],
    (name, value) => edit({ type: 'fieldChanged', field: name, value }),
  );
  const offered =
    form.options.length > 0
      ? `with the options ${form.options.map(({ name }) => name.trim()).join(', ')}`
      : `of ${formatDollars(totals.totalCents / 100)}`;
  const question = `Send this quote ${offered} to ${request.customerName} (${request.customerEmail})? Once sent it can no longer be changed.`;

  return (
    <section className="card p-5 sm:p-6" aria-labelledby="editor-title">
      <h2 id="editor-title" className="font-display text-2xl font-bold text-ink">
        Price this request
      </h2>
      <div className="mt-3" aria-live="polite">
        <DraftState editor={editor} />
      </div>
      {editor.conflict && (
        <div className="mt-3">
          <QuoteConflictPanel
            mine={form}
            theirs={editor.conflict.theirs}
            onKeepMine={(on) => void editor.save(on)}
            onTakeTheirs={(theirs) => void editor.discard(theirs)}
            onDiscardMine={() => void editor.discard(editor.conflict?.theirs ?? null)}
          />
        </div>
      )}
      <div className="mt-4">
        <QuoteLineList
          lines={form.lines}
          lineCents={totals.lineCents}
          path="lines"
          issues={issues}
          onMove={edit}
          rooms={request.rooms}
          catalogue={catalogue}
        />
      </div>
      <QuoteOptionsFields
        options={form.options}
        totals={totals}
        issues={issues}
        edit={edit}
        rooms={request.rooms}
        catalogue={catalogue}
      />
      <ColourScheduleFields rooms={request.rooms} paints={form.paints} issues={issues} edit={edit} />
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <TextField label="Deposit (%)" inputMode="numeric" {...field('depositPercent')} />
        <TextField label="Valid until" type="date" {...field('validUntil')} />
        <TextAreaField label="Notes for the customer" className="sm:col-span-2" maxLength={2000} {...field('notes')} />
      </div>
      {form.options.length > 0 && (
        <p className="mt-6 text-sm text-ink-muted">
          Until the customer chooses, the quote stands at its first option: {form.options[0]?.name || 'option 1'}.
        </p>
      )}
      <dl
        className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 rounded-xl bg-cream/60 p-4 text-ink"
        aria-label="Totals"
      >
        <dt className="font-semibold">Subtotal</dt>
        <dd className="text-right">{formatDollars(totals.subtotalCents / 100)}</dd>
        <dt className="font-semibold">
          {taxLabel(rule.taxState, rule.percentThousandths / 1000)}
          {rule.painting || rule.taxState === null ? '' : ', tools only'}
        </dt>
        <dd className="text-right" data-testid="quote-tax">
          {formatDollars(totals.taxCents / 100)}
        </dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-bold" data-testid="quote-total">
          {formatDollars(totals.totalCents / 100)}
        </dd>
        <dt className="font-semibold">Deposit</dt>
        <dd className="text-right" data-testid="quote-deposit">
          {formatDollars(totals.depositCents / 100)}
        </dd>
        {totals.extrasCents > 0 && (
          <>
            <dt className="font-semibold">Optional extras, before tax</dt>
            <dd className="text-right">+{formatDollars(totals.extrasCents / 100)}</dd>
          </>
        )}
      </dl>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-outline" disabled={busy !== undefined} onClick={() => void editor.save()}>
          {busy === 'save' ? 'Saving…' : 'Save draft'}
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={busy !== undefined || !online}
          aria-describedby={online ? undefined : 'send-needs-connection'}
          onClick={() => void editor.send(question)}
        >
          {busy === 'send' ? 'Sending…' : 'Send to customer'}
        </button>
        {editor.deviceDraft && !busy && (
          <button type="button" className="btn-outline border-accent text-accent" onClick={() => void editor.discard()}>
            Discard changes
          </button>
        )}
      </div>
      {!online && (
        <p id="send-needs-connection" className="mt-2 text-sm text-ink-muted">
          Sending to the customer needs a connection. A draft saved now waits on this device.
        </p>
      )}
    </section>
  );
}

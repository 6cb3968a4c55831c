import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import type { Quote, QuoteRequest } from '@/shared/answers/quotes';
import { ApiError, getErrorMessage } from '@/client/lib/api-client';
import { outbox } from '@/client/lib/outbox/app-outbox';
import { claimHeld } from '@/client/lib/outbox/entry';
import { submitThroughOutbox } from '@/client/lib/outbox/submit';
import { useKeptEntry } from '@/client/lib/outbox/use-kept-entry';
import { useOutboxEntries } from '@/client/lib/outbox/use-outbox-entries';
import { serverClock } from '@/client/lib/server-clock';
import { toast } from '@/client/lib/toast';
import { getQuote, getQuoteRequest } from './api/get-quote-request';
import { quoteAdminKeys } from './api/quote-admin-keys';
import { sendQuote } from './api/send-quote';
import { type QuoteDraftSave, outboxKind } from './outbox-kind';
import { type QuoteBase, quoteBase } from './quote-base';
import { type QuoteEdit, quoteEditorReducer, type Refusal, startQuoteEditor } from './quote-editor-reducer';
import { emptyQuoteForm, formFromQuote, localDay, quoteFormIssues, quoteInput } from './quote-form';
import { type QuoteDraft, quoteDrafts } from './quote-drafts';
import { useDeviceDraft } from './use-device-draft';

/**
 * The quote editor, for the admin `owner`: its state moves by quote-editor-reducer.ts, and here is what each
 * move does beyond it (the device, the outbox, the shop). What is typed is kept on the device at once (for
 * this admin only), with the version of the shop's draft it was begun on. "Save draft" saves it through the
 * outbox (at once when online, otherwise kept and sent when the connection returns, and followed here until
 * the shop has it); "Send" saves it, then sends that version to the customer (online only). A save or send
 * the shop refuses because another came first shows both versions' lines, to keep one or the other.
 */
export function useQuoteEditor(
  request: QuoteRequest,
  serverDraft: Quote | null,
  owner: string,
  initial: QuoteDraft | null,
) {
  const queryClient = useQueryClient();
  const deviceDraft = useDeviceDraft(owner, request._id) ?? initial;
  const [state, dispatch] = useReducer(quoteEditorReducer, null, () =>
    startQuoteEditor(initial?.form, serverDraft, localDay(serverClock.now())),
  );
  const { form, shop, followed } = state;
  const failed = (problem: string) => dispatch({ type: 'failed', problem });
  const { entries } = useOutboxEntries();
  const saves = entries.filter(
    (entry) => entry.kind === outboxKind.kind && (entry.payload as QuoteDraftSave).requestId === request._id,
  );
  const kept = useKeptEntry(followed?.id);
  const base = quoteBase(deviceDraft, shop, request);

  const settle = (quote: Quote) => {
    queryClient.setQueryData(quoteAdminKeys.quote(quote._id), quote);
    void queryClient.invalidateQueries({ queryKey: quoteAdminKeys.all, refetchType: 'active' });
  };
  const shopSaved = async (quote: Quote, save: QuoteDraftSave) => {
    await quoteDrafts.saved(owner, request._id, quote, save.quote);
    dispatch({ type: 'shopSaved', quote });
    settle(quote);
  };
  /** The shop refused a save or send: another came first, or the quote was sent since. Its quote now, beside ours. */
  const refused = async (refusal: Refusal) => {
    dispatch({ type: 'refused', refusal });
    if (refusal.status !== 409) return;
    const latest = (await getQuoteRequest(request._id)).quote;
    dispatch({ type: 'conflicted', theirs: latest ? await getQuote(latest._id) : null });
  };
  const refusedOrFailed = async (error: unknown) => {
    if (error instanceof ApiError) await refused(error).catch(() => failed(error.message));
    else failed(getErrorMessage(error));
  };

  // A save of this request kept when the editor opens (before a reload) is followed too, once.
  const waitingId = saves.at(-1)?.id;
  const seen = useRef(new Set<string>());
  useEffect(() => {
    const waiting = saves.find((entry) => entry.id === waitingId);
    if (!waiting || followed || seen.current.has(waiting.id)) return;
    seen.current.add(waiting.id);
    dispatch({ type: 'saveWaiting', followed: { id: waiting.id, save: waiting.payload as QuoteDraftSave } });
  }, [waitingId, followed, saves]);
  // The latest render's handlers: the effect below runs on the save's settling only.
  const latest = useRef({ shopSaved, refused });
  useEffect(() => {
    latest.current = { shopSaved, refused };
  });
  useEffect(() => {
    if (!followed) return;
    if (kept.status === 'sent' && kept.answer) {
      void latest.current.shopSaved(kept.answer as Quote, followed.save);
      dispatch({ type: 'unfollowed' });
    }
    if (kept.status === 'failed') {
      const { status = 422, issues = [] } = kept.entry.refusal ?? {};
      const message = kept.entry.lastError ?? 'The shop refused this save.';
      void latest.current
        .refused({ status, message, issues })
        .catch(() => dispatch({ type: 'failed', problem: message }));
      dispatch({ type: 'unfollowed' });
    }
  }, [kept, followed]);

  const edit = (action: QuoteEdit) => {
    dispatch(action);
    const next = quoteEditorReducer(state, action).form;
    void quoteDrafts.keep(owner, { requestId: request._id, ...base, form: next });
  };

  /** Earlier saves of this request still waiting or refused: a newer save, or a discard, replaces them. */
  const dropEarlierSaves = async () => {
    for (const entry of saves) if (!claimHeld(entry, Date.now())) await outbox.discard(entry.id);
    dispatch({ type: 'unfollowed' });
  };

  /** Saves the form on `on` (the base unless the admin chose another); answers the saved quote, or nothing. */
  async function saveDraft(on: QuoteBase = base): Promise<Quote | undefined> {
    const found = quoteFormIssues(form);
    dispatch({ type: 'checked', issues: found });
    if (Object.keys(found).length > 0) return undefined;
    await dropEarlierSaves();
    const save: QuoteDraftSave = { requestId: request._id, ...on, quote: quoteInput(form) };
    await quoteDrafts.keep(owner, { requestId: request._id, ...on, form });
    try {
      const outcome = await submitThroughOutbox(outboxKind, save, `Quote draft for ${request.customerName}`);
      if (outcome.status === 'waiting') {
        seen.current.add(outcome.kept.id);
        dispatch({ type: 'saveWaiting', followed: { id: outcome.kept.id, save } });
        if (outcome.reason === 'offline')
          toast.success('Saved on this device. It will be saved to the shop when you are back online.');
        return undefined;
      }
      const quote = outcome.answer as Quote | undefined;
      if (quote) await shopSaved(quote, save);
      return quote;
    } catch (error) {
      await refusedOrFailed(error);
      return undefined;
    }
  }

  async function run<T>(what: 'save' | 'send', action: () => Promise<T>): Promise<T | undefined> {
    dispatch({ type: 'started', what });
    try {
      return await action();
    } finally {
      dispatch({ type: 'finished' });
    }
  }

  const save = (on?: QuoteBase) =>
    run('save', async () => {
      if (await saveDraft(on)) toast.success('Draft saved.');
    });

  const send = (question: string) =>
    run('send', async () => {
      if (!window.confirm(question)) return;
      const saved = await saveDraft();
      if (!saved) return;
      try {
        const sent = await sendQuote(saved._id, saved.version);
        await quoteDrafts.remove(owner, request._id);
        settle(sent);
        toast.success(`The quote was sent to ${request.customerEmail}.`);
      } catch (error) {
        await refusedOrFailed(error);
      }
    });

  /** What the admin typed goes; the editor shows `theirs` (the shop's quote now), or starts afresh. */
  const discard = async (theirs: Quote | null = null) => {
    await dropEarlierSaves();
    await quoteDrafts.remove(owner, request._id);
    const onShop =
      theirs ?? (base.quoteId ? queryClient.getQueryData<Quote>(quoteAdminKeys.quote(base.quoteId)) : undefined);
    const fresh = onShop ? formFromQuote(onShop) : emptyQuoteForm(localDay(serverClock.now()));
    dispatch({ type: 'discarded', theirs, form: fresh });
    if (theirs) settle(theirs);
  };

  const waiting = followed && kept.status === 'waiting' ? { kept, id: followed.id } : undefined;
  return {
    form,
    edit,
    issues: state.issues,
    problem: state.problem,
    conflict: state.conflict,
    deviceDraft,
    waiting,
    quoteId: base.quoteId,
    busy: state.busy,
    save,
    send,
    discard,
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Quote, QuoteRequest } from '@/shared/api-types';
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
import { emptyQuoteForm, formFromQuote, localDay, type QuoteForm, quoteFormIssues, quoteInput } from './quote-form';
import { type QuoteDraft, quoteDrafts } from './quote-drafts';
import { useDeviceDraft } from './use-device-draft';

const issuesOf = (issues: { path: string; message: string }[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));

/** A save of this request's draft that waits in the outbox (or was refused there), followed until it is settled. */
type Followed = { id: string; save: QuoteDraftSave };

/** Another save came first (or the quote was sent since): the shop's quote now, to show beside the admin's. */
export type QuoteConflict = { theirs: Quote | null };

/**
 * The quote editor's state and moves, for the admin `owner`. What is typed is kept on the device at once (for
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
  const [form, setForm] = useState<QuoteForm>(
    () => initial?.form ?? (serverDraft ? formFromQuote(serverDraft) : emptyQuoteForm(localDay(serverClock.now()))),
  );
  const [shop, setShop] = useState(serverDraft && { quoteId: serverDraft._id, version: serverDraft.version });
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [conflict, setConflict] = useState<QuoteConflict>();
  const [busy, setBusy] = useState<'save' | 'send'>();
  const [followed, setFollowed] = useState<Followed>();
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
    setShop({ quoteId: quote._id, version: quote.version });
    settle(quote);
  };
  /** The shop refused a save or send: another came first, or the quote was sent since. Its quote now, beside ours. */
  const refused = async (error: { status: number; message: string; issues: { path: string; message: string }[] }) => {
    setIssues(issuesOf(error.issues));
    if (error.status !== 409) return setProblem(error.message);
    const latest = (await getQuoteRequest(request._id)).quote;
    setConflict({ theirs: latest ? await getQuote(latest._id) : null });
  };

  // A save of this request kept when the editor opens (before a reload) is followed too, once.
  const waitingId = saves.at(-1)?.id;
  const seen = useRef(new Set<string>());
  useEffect(() => {
    const waiting = saves.find((entry) => entry.id === waitingId);
    if (!waiting || followed || seen.current.has(waiting.id)) return;
    seen.current.add(waiting.id);
    setFollowed({ id: waiting.id, save: waiting.payload as QuoteDraftSave });
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
      setFollowed(undefined);
    }
    if (kept.status === 'failed') {
      const { status = 422, issues = [] } = kept.entry.refusal ?? {};
      const message = kept.entry.lastError ?? 'The shop refused this save.';
      void latest.current.refused({ status, message, issues }).catch(() => setProblem(message));
      setFollowed(undefined);
    }
  }, [kept, followed]);

  const change = (next: QuoteForm) => {
    setForm(next);
    void quoteDrafts.keep(owner, { requestId: request._id, ...base, form: next });
  };

  /** Earlier saves of this request still waiting or refused: a newer save, or a discard, replaces them. */
  const dropEarlierSaves = async () => {
    for (const entry of saves) if (!claimHeld(entry, Date.now())) await outbox.discard(entry.id);
    setFollowed(undefined);
  };

  /** Saves the form on `on` (the base unless the admin chose another); answers the saved quote, or nothing. */
  async function saveDraft(on: QuoteBase = base): Promise<Quote | undefined> {
    const found = quoteFormIssues(form);
    setIssues(found);
    setProblem(undefined);
    setConflict(undefined);
    if (Object.keys(found).length > 0) return void setProblem('Check the quote: some fields need a look.');
    await dropEarlierSaves();
    const save: QuoteDraftSave = { requestId: request._id, ...on, quote: quoteInput(form) };
    await quoteDrafts.keep(owner, { requestId: request._id, ...on, form });
    try {
      const outcome = await submitThroughOutbox(outboxKind, save, `Quote draft for ${request.customerName}`);
      if (outcome.status === 'waiting') {
        seen.current.add(outcome.kept.id);
        setFollowed({ id: outcome.kept.id, save });
        if (outcome.reason === 'offline')
          toast.success('Saved on this device. It will be saved to the shop when you are back online.');
        return undefined;
      }
      const quote = outcome.answer as Quote | undefined;
      if (quote) await shopSaved(quote, save);
      return quote;
    } catch (error) {
      if (error instanceof ApiError) await refused(error).catch(() => setProblem(error.message));
      else setProblem(getErrorMessage(error));
      return undefined;
    }
  }

  async function run<T>(what: 'save' | 'send', action: () => Promise<T>): Promise<T | undefined> {
    setBusy(what);
    try {
      return await action();
    } finally {
      setBusy(undefined);
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
        if (error instanceof ApiError) await refused(error).catch(() => setProblem(error.message));
        else setProblem(getErrorMessage(error));
      }
    });

  /** What the admin typed goes; the editor shows `theirs` (the shop's quote now), or starts afresh. */
  const discard = async (theirs: Quote | null = null) => {
    await dropEarlierSaves();
    await quoteDrafts.remove(owner, request._id);
    setIssues({});
    setProblem(undefined);
    setConflict(undefined);
    const onShop =
      theirs ?? (base.quoteId ? queryClient.getQueryData<Quote>(quoteAdminKeys.quote(base.quoteId)) : undefined);
    if (theirs) {
      setShop(theirs.status === 'draft' ? { quoteId: theirs._id, version: theirs.version } : null);
      settle(theirs);
    }
    setForm(onShop ? formFromQuote(onShop) : emptyQuoteForm(localDay(serverClock.now())));
  };

  const waiting = followed && kept.status === 'waiting' ? { kept, id: followed.id } : undefined;
  return {
    form,
    change,
    issues,
    problem,
    conflict,
    deviceDraft,
    waiting,
    quoteId: base.quoteId,
    busy,
    save,
    send,
    discard,
  };
}

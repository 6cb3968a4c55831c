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
import { quoteAdminKeys } from './api/quote-admin-keys';
import { sendQuote } from './api/send-quote';
import { type QuoteDraftSave, outboxKind } from './outbox-kind';
import { emptyQuoteForm, formFromQuote, localDay, type QuoteForm, quoteFormIssues, quoteInput } from './quote-form';
import { type QuoteDraft, quoteDrafts } from './quote-drafts';
import { useDeviceDraft } from './use-device-draft';

/** The issues the shop gave with its refusal, by field, as the editor shows them. */
const issuesOf = (error: unknown) =>
  error instanceof ApiError ? Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])) : {};

/** A save of this request's draft that waits in the outbox (or was refused there), followed until it is settled. */
type Followed = { id: string; save: QuoteDraftSave };

/**
 * The quote editor's state and moves, for the admin `owner`. What is typed is kept on the device at once (for
 * this admin only); "Save draft" saves it through the outbox: at once when online, otherwise kept and sent
 * when the connection returns, by this page or another, and followed here until the shop has it; "Send" saves
 * it, then sends it to the customer (online only). `initial`: the device's draft as read before the editor.
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
  const [savedQuoteId, setSavedQuoteId] = useState(serverDraft?._id ?? null);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<'save' | 'send'>();
  const [followed, setFollowed] = useState<Followed>();
  const { entries } = useOutboxEntries();
  const saves = entries.filter(
    (entry) => entry.kind === outboxKind.kind && (entry.payload as QuoteDraftSave).requestId === request._id,
  );
  const kept = useKeptEntry(followed?.id);
  // The shop's draft may have been made by a save from the outbox meanwhile: the request then names it.
  const quoteId =
    deviceDraft?.quoteId ?? savedQuoteId ?? (request.quote?.status === 'draft' ? request.quote._id : null);

  const settle = (quote: Quote) => {
    queryClient.setQueryData(quoteAdminKeys.quote(quote._id), quote);
    void queryClient.invalidateQueries({ queryKey: quoteAdminKeys.all, refetchType: 'active' });
  };
  const shopSaved = async (quote: Quote, save: QuoteDraftSave) => {
    await quoteDrafts.saved(owner, request._id, quote._id, save.quote);
    setSavedQuoteId(quote._id);
    settle(quote);
  };

  // A save of this request already waiting when the editor opens (kept before a reload) is followed too.
  const waitingId = saves.at(-1)?.id;
  useEffect(() => {
    const waiting = saves.find((entry) => entry.id === waitingId);
    if (waiting && !followed) setFollowed({ id: waiting.id, save: waiting.payload as QuoteDraftSave });
  }, [waitingId, followed, saves]);
  // The latest render's way to take in a save the shop has: the effect below runs on the save's settling only.
  const latestShopSaved = useRef(shopSaved);
  useEffect(() => {
    latestShopSaved.current = shopSaved;
  });
  useEffect(() => {
    if (!followed) return;
    if (kept.status === 'sent' && kept.answer) {
      void latestShopSaved.current(kept.answer as Quote, followed.save);
      setFollowed(undefined);
    }
    if (kept.status === 'failed') {
      setIssues(Object.fromEntries((kept.entry.refusal?.issues ?? []).map((issue) => [issue.path, issue.message])));
      setProblem(kept.entry.lastError);
    }
  }, [kept, followed]);

  const change = (next: QuoteForm) => {
    setForm(next);
    void quoteDrafts.keep(owner, { requestId: request._id, quoteId, form: next });
  };

  /** Earlier saves of this request still waiting or refused: a newer save, or a discard, replaces them. */
  const dropEarlierSaves = async () => {
    for (const entry of saves) if (!claimHeld(entry, Date.now())) await outbox.discard(entry.id);
    setFollowed(undefined);
  };

  /** Saves the form on the shop as its draft; answers the saved quote, or nothing (refused, or kept for later). */
  async function saveDraft(): Promise<Quote | undefined> {
    const found = quoteFormIssues(form);
    setIssues(found);
    setProblem(undefined);
    if (Object.keys(found).length > 0) {
      setProblem('Check the quote: some fields need a look.');
      return undefined;
    }
    await dropEarlierSaves();
    const save: QuoteDraftSave = { requestId: request._id, quoteId, quote: quoteInput(form) };
    await quoteDrafts.keep(owner, { requestId: request._id, quoteId, form });
    try {
      const outcome = await submitThroughOutbox(outboxKind, save, `Quote draft for ${request.customerName}`);
      if (outcome.status === 'waiting') {
        setFollowed({ id: outcome.kept.id, save });
        if (outcome.reason === 'offline')
          toast.success('Saved on this device. It will be saved to the shop when you are back online.');
        return undefined;
      }
      const quote = outcome.answer as Quote | undefined;
      if (quote) await shopSaved(quote, save);
      return quote;
    } catch (error) {
      setIssues(issuesOf(error));
      setProblem(getErrorMessage(error));
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

  const save = () =>
    run('save', async () => {
      if (await saveDraft()) toast.success('Draft saved.');
    });

  const send = (question: string) =>
    run('send', async () => {
      if (!window.confirm(question)) return;
      const saved = await saveDraft();
      if (!saved) return;
      try {
        const sent = await sendQuote(saved._id);
        await quoteDrafts.remove(owner, request._id);
        settle(sent);
        toast.success(`The quote was sent to ${request.customerEmail}.`);
      } catch (error) {
        setProblem(getErrorMessage(error));
      }
    });

  const discard = async () => {
    await dropEarlierSaves();
    await quoteDrafts.remove(owner, request._id);
    setIssues({});
    setProblem(undefined);
    const onShop = quoteId ? queryClient.getQueryData<Quote>(quoteAdminKeys.quote(quoteId)) : undefined;
    setForm(onShop ? formFromQuote(onShop) : emptyQuoteForm(localDay(serverClock.now())));
  };

  const waiting = followed && kept.status === 'waiting' ? { kept, id: followed.id } : undefined;
  return { form, change, issues, problem, deviceDraft, waiting, quoteId, busy, save, send, discard };
}

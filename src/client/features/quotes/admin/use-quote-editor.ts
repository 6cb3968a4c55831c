import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import type { Quote, QuoteRequest } from '@/shared/api-types';
import { ApiError, getErrorMessage, NetworkError } from '@/client/lib/api-client';
import { connection } from '@/client/lib/connection';
import { serverClock } from '@/client/lib/server-clock';
import { toast } from '@/client/lib/toast';
import { quoteAdminKeys } from './api/quote-admin-keys';
import { saveQuoteDraft, sendQuote } from './api/save-quote';
import { emptyQuoteForm, formFromQuote, localDay, type QuoteForm, quoteFormIssues } from './quote-form';
import { type QuoteDraft, quoteDrafts } from './quote-drafts';

/** The signed-in admin's draft of this request on the device, as it changes (here or by the sender). */
function useDeviceDraft(requestId: string): QuoteDraft | null {
  const stored = useSyncExternalStore(quoteDrafts.subscribe, () => JSON.stringify(quoteDrafts.get(requestId)));
  return JSON.parse(stored) as QuoteDraft | null;
}

/** The issues the shop gave with its refusal, by field, as the editor shows them. */
const issuesOf = (error: unknown) =>
  error instanceof ApiError ? Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])) : {};

/**
 * The quote editor's state and moves. What is typed is kept on the device at once (for this admin only);
 * "Save draft" saves it on the shop, or, offline, queues it for when the connection returns; "Send" saves
 * it, then sends it to the customer (online only).
 */
export function useQuoteEditor(request: QuoteRequest, serverDraft: Quote | null) {
  const queryClient = useQueryClient();
  const deviceDraft = useDeviceDraft(request._id);
  const [form, setForm] = useState<QuoteForm>(
    () =>
      quoteDrafts.get(request._id)?.form ??
      (serverDraft ? formFromQuote(serverDraft) : emptyQuoteForm(localDay(serverClock.now()))),
  );
  const [savedQuoteId, setSavedQuoteId] = useState(serverDraft?._id ?? null);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<'save' | 'send'>();
  // The shop's draft may have been made by the sender of queued drafts meanwhile: the request then names it.
  const quoteId =
    deviceDraft?.quoteId ?? savedQuoteId ?? (request.quote?.status === 'draft' ? request.quote._id : null);

  const change = (next: QuoteForm) => {
    setForm(next);
    quoteDrafts.keep(request._id, next, { quoteId });
  };

  const settle = (quote: Quote) => {
    queryClient.setQueryData(quoteAdminKeys.quote(quote._id), quote);
    void queryClient.invalidateQueries({ queryKey: quoteAdminKeys.all, refetchType: 'active' });
  };

  /** Saves the form on the shop as its draft; answers the saved quote, or nothing (refused, or queued offline). */
  async function saveDraft(): Promise<Quote | undefined> {
    const found = quoteFormIssues(form);
    setIssues(found);
    setProblem(undefined);
    if (Object.keys(found).length > 0) {
      setProblem('Check the quote: some fields need a look.');
      return undefined;
    }
    const queueForConnection = () => {
      quoteDrafts.keep(request._id, form, { queued: true, quoteId });
      toast.success('Saved on this device. It will be saved to the shop when you are back online.');
    };
    if (!connection.online()) return void queueForConnection();
    try {
      const quote = await saveQuoteDraft(request._id, quoteId, form);
      quoteDrafts.saved(request._id, quote._id, form);
      setSavedQuoteId(quote._id);
      settle(quote);
      return quote;
    } catch (error) {
      if (error instanceof NetworkError) return void queueForConnection();
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
      if ((await saveDraft()) && connection.online()) toast.success('Draft saved.');
    });

  const send = (question: string) =>
    run('send', async () => {
      if (!window.confirm(question)) return;
      const saved = await saveDraft();
      if (!saved) return;
      try {
        const sent = await sendQuote(saved._id);
        quoteDrafts.remove(request._id);
        settle(sent);
        toast.success(`The quote was sent to ${request.customerEmail}.`);
      } catch (error) {
        setProblem(getErrorMessage(error));
      }
    });

  const discard = () => {
    quoteDrafts.remove(request._id);
    setIssues({});
    setProblem(undefined);
    const onShop = quoteId ? queryClient.getQueryData<Quote>(quoteAdminKeys.quote(quoteId)) : undefined;
    setForm(onShop ? formFromQuote(onShop) : emptyQuoteForm(localDay(serverClock.now())));
  };

  return {
    form,
    change,
    issues,
    problem: problem ?? deviceDraft?.problem,
    deviceDraft,
    quoteId,
    busy,
    save,
    send,
    discard,
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { PainterJob } from '@/shared/answers/jobs';
import { type OutboxEntry, type OutboxReceipt, readable } from '@/client/lib/outbox/entry';
import { useOutboxTopic } from '@/client/lib/outbox/use-outbox-topic';
import { useJob } from './api/get-jobs';
import { jobKeys } from './api/job-keys';
import { type DoneStep, jobAsDone, type Me } from './job-as-done';
import type { JobStep } from './job-steps';
import { outboxKind } from './outbox-kind';

const isStep = (each: OutboxEntry | OutboxReceipt) => each.kind === outboxKind.kind;

/**
 * The steps the job as the shop last answered may not show: those still kept (not refused), and those
 * delivered after the shop produced that answer (their receipts keep what they sent).
 */
function stepsNotShown(entries: OutboxEntry[], receipts: OutboxReceipt[], answeredAt: number): DoneStep[] {
  const kept = entries
    .filter((entry) => readable(entry) && entry.state === 'waiting')
    .map((entry) => ({ id: entry.id, step: entry.payload as JobStep, createdAt: entry.createdAt }));
  const delivered = receipts
    .filter((receipt) => receipt.sentAt >= answeredAt && receipt.payload !== undefined)
    .map((receipt) => ({ id: receipt.id, step: receipt.payload as JobStep, createdAt: receipt.createdAt ?? 0 }));
  return [...delivered, ...kept].sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * A painter's job as it stands on this phone: the shop's copy (saved, so it opens with no signal) with what the
 * painter did here since, at once, before it is sent; and every step of theirs about it, kept or delivered
 * lately, for the page to say where each stands. When a step reaches the shop, the job is read again.
 */
export function useJobDay(id: string, me: Me) {
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt } = useJob(id);
  const about = useOutboxTopic(id);
  const entries = useMemo(() => about.entries.filter(isStep), [about.entries]);
  const receipts = useMemo(() => about.receipts.filter(isStep), [about.receipts]);
  const job = useMemo(
    () => jobAsDone(data as PainterJob, stepsNotShown(entries, receipts, dataUpdatedAt), me),
    [data, entries, receipts, dataUpdatedAt, me],
  );

  // Each delivery is read back once: the shop's copy then shows it (and what others did meanwhile).
  const read = useRef(new Set<string>());
  const delivered = receipts.map((receipt) => receipt.id).join(' ');
  useEffect(() => {
    const fresh = delivered.split(' ').filter((receiptId) => receiptId && !read.current.has(receiptId));
    if (fresh.length === 0) return;
    for (const receiptId of fresh) read.current.add(receiptId);
    void queryClient.invalidateQueries({ queryKey: jobKeys.all });
  }, [delivered, queryClient]);

  return { job, shopJob: data as PainterJob, entries, receipts };
}

import { useEffect } from 'react';
import type { QuoteRequest } from '@/shared/answers/quotes';
import { Notice } from '@/client/components/ui/notice';
import { useSession } from '@/client/lib/auth/session';
import { quoteDrafts } from '../quote-drafts';
import { useDeviceDraft } from '../use-device-draft';

/**
 * The request's quote was sent (or answered) while this admin kept changes to it on the device: the device's
 * draft is no longer tied to that quote (a save could only be refused), and is said to be kept apart, for a
 * new quote should this one be declined or expire, or to be discarded.
 */
export function DetachedDraft({ request, sentId }: { request: QuoteRequest; sentId: string }) {
  const owner = useSession()?.email ?? '';
  const draft = useDeviceDraft(owner, request._id);
  useEffect(() => {
    if (draft?.quoteId === sentId) void quoteDrafts.detach(owner, draft);
  }, [draft, owner, sentId]);
  if (!draft) return null;
  return (
    <Notice kind="status" className="mb-3">
      Changes you kept on this device for this request were not saved to the shop before its quote was sent. They are
      kept apart, no longer tied to it, for a new quote should this one be declined or expire.{' '}
      <button
        type="button"
        className="min-h-11 px-1 font-bold underline underline-offset-4 focus-ring"
        onClick={() => void quoteDrafts.remove(owner, request._id)}
      >
        Discard them
      </button>
    </Notice>
  );
}

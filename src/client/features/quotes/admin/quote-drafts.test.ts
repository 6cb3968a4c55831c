import { describe, expect, it } from 'vitest';
import type { Quote } from '@/shared/api-types';
import { ApiError, NetworkError } from '@/client/lib/api-client';
import { MemoryStorage } from '@/client/test/memory-storage';
import { draftSender, sendQueuedDrafts } from './quote-draft-sync';
import type { QuoteForm } from './quote-form';
import { createQuoteDrafts } from './quote-drafts';

const form = (notes = ''): QuoteForm => ({
  lines: [{ key: 'a', description: 'Walls — Kitchen', quantity: '2.5', unit: 'hours', unitPrice: '45.99' }],
  notes,
  depositPercent: '30',
  validUntil: '2026-12-25',
});

/** Two admins taking turns on one tablet: the same storage, whoever is signed in now. */
function sharedTablet() {
  const storage = new MemoryStorage();
  let signedIn: string | undefined = 'ann@brushwork.test';
  let clock = 1000;
  const drafts = createQuoteDrafts({ storage: () => storage, currentUser: () => signedIn, now: () => (clock += 1) });
  return { storage, drafts, signIn: (email: string | undefined) => (signedIn = email) };
}

describe('quote drafts kept on the device', () => {
  it('keep what was typed through a reload, for its author', () => {
    const { storage, drafts } = sharedTablet();
    drafts.keep('req-1', form('Two coats'));
    const reloaded = createQuoteDrafts({ storage: () => storage, currentUser: () => 'ann@brushwork.test' });
    expect(reloaded.get('req-1')).toMatchObject({ owner: 'ann@brushwork.test', quoteId: null, queued: false });
    expect(reloaded.get('req-1')?.form.notes).toBe('Two coats');
    expect(reloaded.get('req-2')).toBeNull();
  });

  it('are never shown to another user of the device, nor to nobody signed in, and come back for their author', () => {
    const { drafts, signIn } = sharedTablet();
    drafts.keep('req-1', form('Ann’s prices'), { queued: true });
    signIn('bob@brushwork.test');
    expect(drafts.get('req-1')).toBeNull();
    expect(drafts.queued()).toEqual([]);
    drafts.keep('req-1', form('Bob’s prices'));
    signIn(undefined);
    expect(drafts.get('req-1')).toBeNull();
    drafts.keep('req-1', form('nobody'));
    signIn('ann@brushwork.test');
    expect(drafts.get('req-1')?.form.notes).toBe('Ann’s prices');
    expect(drafts.queued().map((draft) => draft.form.notes)).toEqual(['Ann’s prices']);
    signIn('bob@brushwork.test');
    expect(drafts.get('req-1')?.form.notes).toBe('Bob’s prices');
  });

  it("remember the shop's draft they edit, so that its edits update it rather than make another", () => {
    const { drafts } = sharedTablet();
    drafts.keep('req-1', form('typed'), { quoteId: 'quote-1' });
    drafts.keep('req-1', form('typed more'), { queued: true });
    expect(drafts.queued()).toMatchObject([{ quoteId: 'quote-1', form: { notes: 'typed more' } }]);
  });

  it('stay queued once saved offline, even when typed into again', () => {
    const { drafts } = sharedTablet();
    drafts.keep('req-1', form('first'), { queued: true });
    drafts.keep('req-1', form('second'));
    expect(drafts.queued().map((draft) => draft.form.notes)).toEqual(['second']);
  });
});

describe('queued drafts when the connection returns', () => {
  const answer = (id: string) => ({ _id: id }) as Quote;

  it('are saved on the shop, created then updated, and leave the device', async () => {
    const { drafts } = sharedTablet();
    drafts.keep('req-1', form('one'), { queued: true });
    drafts.keep('req-2', form('two'), { queued: true });
    const calls: [string, string | null][] = [];
    const saved = await sendQueuedDrafts(drafts, async (requestId, quoteId) => {
      calls.push([requestId, quoteId]);
      return answer(`quote-of-${requestId}`);
    });
    expect(calls).toEqual([
      ['req-1', null],
      ['req-2', null],
    ]);
    expect(saved.map((quote) => quote._id)).toEqual(['quote-of-req-1', 'quote-of-req-2']);
    expect(drafts.get('req-1')).toBeNull();
    expect(drafts.queued()).toEqual([]);
  });

  it("wait for the next try when there is no answer, and only the author's go", async () => {
    const { drafts, signIn } = sharedTablet();
    drafts.keep('req-1', form(), { queued: true });
    expect(await sendQueuedDrafts(drafts, () => Promise.reject(new NetworkError(new Error('offline'))))).toEqual([]);
    expect(drafts.queued()).toHaveLength(1);
    signIn('bob@brushwork.test');
    const calls: string[] = [];
    await sendQueuedDrafts(drafts, async (requestId) => (calls.push(requestId), answer('q')));
    expect(calls).toEqual([]);
  });

  it('keep a refused draft on the device with the reason, no longer queued', async () => {
    const { drafts } = sharedTablet();
    drafts.keep('req-1', form(), { queued: true });
    const refusal = new ApiError(422, 'validation_error', 'Valid until cannot be in the past.');
    await sendQueuedDrafts(drafts, () => Promise.reject(refusal));
    expect(drafts.get('req-1')).toMatchObject({ queued: false, problem: 'Valid until cannot be in the past.' });
  });

  it('keep edits made while the save was out, now updating the quote the shop made', async () => {
    const { drafts } = sharedTablet();
    drafts.keep('req-1', form('sent'), { queued: true });
    await sendQueuedDrafts(drafts, async () => {
      drafts.keep('req-1', form('typed meanwhile'));
      return answer('quote-1');
    });
    expect(drafts.get('req-1')).toMatchObject({ quoteId: 'quote-1', queued: true, form: { notes: 'typed meanwhile' } });
  });

  it('are sent once when reconnections come during a round', async () => {
    const { drafts } = sharedTablet();
    drafts.keep('req-1', form(), { queued: true });
    let calls = 0;
    const send = draftSender(drafts, async () => ((calls += 1), answer('quote-1')));
    await Promise.all([send(), send()]);
    expect(calls).toBe(1);
  });
});

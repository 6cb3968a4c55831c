import type { TryResult } from './after-try';
import { claimLeaseMs, type OutboxAttachment, type OutboxEntry, retryable, type SendOutcome } from './entry';
import { outboxKindOf } from './kind';

/** Uploads one attachment of an entry to its kind's route, with its own key; throws when no answer came. */
export type SendAttachment = (
  entry: OutboxEntry,
  attachment: OutboxAttachment,
  token: string | undefined,
) => Promise<SendOutcome>;

type Steps = {
  /**
   * Writes the entry as it stands (an attachment answered) and renews this sender's claim on it: false when
   * the entry is no longer this sender's to send (delivered, discarded, or taken by another after a lapse).
   */
  keep: (entry: OutboxEntry) => Promise<boolean>;
  renewToken: () => Promise<string | undefined>;
};

/**
 * What uploading an entry's attachments came to: `ready` to send, with the payload carrying their ids (and the
 * session, renewed on the way if it had to be); `stopped`, with what this try makes of the entry; or `lost`,
 * when another sender holds the entry now.
 */
export type Uploaded =
  | { ready: OutboxEntry; kept: OutboxEntry; token: string | undefined }
  | { stopped: OutboxEntry; result: TryResult }
  | { lost: true };

const withAttachment = (entry: OutboxEntry, index: number, attachment: OutboxAttachment): OutboxEntry => ({
  ...entry,
  attachments: entry.attachments?.map((each, at) => (at === index ? attachment : each)),
});

/** Uploads an entry's files before it (see `uploaderWith`); what the outbox is given to do so. */
export type UploadAttachments = (entry: OutboxEntry, token: string | undefined, steps: Steps) => Promise<Uploaded>;

/** The uploader of entries' files that sends each one with `sendAttachment`. */
export const uploaderWith =
  (sendAttachment: SendAttachment): UploadAttachments =>
  (entry, token, steps) =>
    uploadAttachments(entry, token, { ...steps, sendAttachment });

/**
 * Uploads, in order, the attachments of `entry` the shop has not answered yet, under the entry's claim (renewed
 * before each, so a slow line never lets another tab take it midway). Each answered id is written down at once:
 * a photo answered is never uploaded again, and one whose answer was lost goes again with the same key. A
 * refusal (too large, not an image) is kept on the attachment and named on the entry, for the person to replace
 * or remove that file; the entry itself is sent only once all its files have their ids.
 */
async function uploadAttachments(
  entry: OutboxEntry,
  token: string | undefined,
  steps: Steps & { sendAttachment: SendAttachment },
): Promise<Uploaded> {
  const spec = outboxKindOf(entry.kind)?.attachments;
  if (!spec || !entry.attachments?.length) return { ready: entry, kept: entry, token };
  let current = entry;
  for (const [index, attachment] of entry.attachments.entries()) {
    if (attachment.uploadedId) continue;
    const named = `${spec.noun} ${index + 1} (${attachment.name})`;
    const refused = (message: string, outcome: SendOutcome): Uploaded => ({
      stopped: withAttachment(current, index, { ...attachment, refusal: message }),
      result: {
        ...outcome,
        message: `${named} was refused: ${message}`,
        issues: [{ path: `${spec.payloadField}.${index}`, message }],
      },
    });
    if (attachment.refusal) return refused(attachment.refusal, { status: 422, code: 'refused' });
    if (!(await steps.keep(current))) return { lost: true };
    let outcome: SendOutcome;
    // A photo on a slow line may take longer than one lease: the claim is renewed while it goes.
    const held = current;
    const renewal = setInterval(() => void steps.keep(held), claimLeaseMs / 3);
    try {
      outcome = await steps.sendAttachment(current, attachment, token);
      if (outcome.status === 401 && token !== undefined) {
        token = await steps.renewToken();
        if (!token) return { stopped: current, result: { noSession: true } };
        outcome = await steps.sendAttachment(current, attachment, token);
      }
    } catch {
      return { stopped: current, result: { noAnswer: true } };
    } finally {
      clearInterval(renewal);
    }
    const { status } = outcome;
    if (status >= 200 && status < 300) {
      const id = (outcome.answer as { _id?: unknown } | undefined)?._id;
      // A success without the shop's id is not the shop's answer: tried again, under the same key.
      if (typeof id !== 'string') return { stopped: current, result: { noAnswer: true } };
      current = withAttachment(current, index, { ...attachment, uploadedId: id });
      if (!(await steps.keep(current))) return { lost: true };
      continue;
    }
    if (status === 401 || status === 429 || retryable(status)) return { stopped: current, result: outcome };
    return refused(outcome.message ?? `Refused (${status}).`, outcome);
  }
  const ids = (current.attachments ?? []).map((attachment) => attachment.uploadedId);
  const payload = { ...(current.payload as object), [spec.payloadField]: ids };
  return { ready: { ...current, payload }, kept: current, token };
}

import { useEffect, useRef, useState } from 'react';
import type { Message } from '@/shared/answers/shop';
import { messageReplySchema } from '@/shared/schemas/message';
import { TextAreaField } from '@/client/components/ui/text-field';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { useReplyToMessage } from '../api/reply-to-message';

function ReplyForm({ message, onSent, onDismiss }: { message: Message; onSent: () => void; onDismiss: () => void }) {
  const online = useOnlineStatus();
  const reply = useReplyToMessage();
  // One key for this reply however often Send is pressed; a new form (another reply) takes a new one.
  const [key] = useState(() => crypto.randomUUID());
  const { field, handleSubmit, pending } = useSchemaForm(
    messageReplySchema,
    async (input) => {
      await reply.mutateAsync({ id: message._id, reply: input, key });
      toast.success(`Reply sent to ${message.email}`);
      onSent();
    },
    { initialValues: { text: '' }, onError: (error) => toast.error(getErrorMessage(error)) },
  );
  return (
    <form noValidate onSubmit={handleSubmit} aria-label={`Reply to ${message.name}`}>
      <fieldset disabled={!online || pending}>
        <TextAreaField label="Reply" maxLength={5000} {...field('text')} />
      </fieldset>
      {!online && <p className="mt-2 text-sm text-ink-muted">A reply needs a connection.</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={!online || pending}>
          {pending ? 'Sending…' : 'Send reply'}
        </button>
        <button type="button" className="btn-outline" onClick={onDismiss}>
          Not now
        </button>
      </div>
    </form>
  );
}

/** The reply form over the inbox, for the message chosen in a row; mailed to its sender, then closed. */
export function MessageReplyDialog({ message, onClose }: { message: Message | undefined; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (message && !dialog.current?.open) dialog.current?.showModal();
    if (!message) dialog.current?.close();
  }, [message]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="message-reply-title"
      onClose={onClose}
      className="card w-[min(36rem,calc(100vw-2rem))] p-6 backdrop:bg-ink/50"
    >
      {message && (
        <>
          <h2 id="message-reply-title" className="font-display text-xl font-bold text-ink">
            Reply to {message.name}
          </h2>
          <p className="mt-1 break-all text-sm text-ink-muted">
            By email to {message.email}, subject “Re: {message.subject}”
          </p>
          <blockquote className="mb-4 mt-3 max-h-40 overflow-y-auto whitespace-pre-line border-l-4 border-line pl-3 text-ink-muted">
            {message.msg}
          </blockquote>
          <ReplyForm key={message._id} message={message} onSent={onClose} onDismiss={onClose} />
        </>
      )}
    </dialog>
  );
}

import { useState } from 'react';
import { type Column, DataTable } from '@/client/components/dashboard/data-table';
import { RowActionButton } from '@/client/components/dashboard/row-action-button';
import { formatDateTime } from '@/client/lib/format-date-time';
import type { Message } from '@/shared/answers/shop';
import { useMessages } from '../api/get-messages';
import { useMarkHandled } from '../api/mark-handled';
import { MessageReplyDialog } from './message-reply-dialog';

/** A message with the replies the shop mailed to it, oldest first. */
function MessageWithReplies({ message }: { message: Message }) {
  return (
    <>
      <p className="max-w-prose whitespace-pre-line">{message.msg}</p>
      {message.replies.length > 0 && (
        <ul aria-label={`Replies to ${message.name}`} className="mt-3 grid max-w-prose gap-2">
          {message.replies.map((reply) => (
            <li key={reply.date} className="rounded-lg border-l-4 border-brand bg-brand-soft px-3 py-2">
              <span className="block text-xs font-semibold text-ink-muted">Replied {formatDateTime(reply.date)}</span>
              <span className="whitespace-pre-line text-ink">{reply.text}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The admin's inbox of contact messages, newest first: each can be answered by mail (which marks it handled)
 * and marked handled or waiting again.
 */
export function MessagesTable() {
  const messages = useMessages();
  const markHandled = useMarkHandled();
  const [replyingTo, setReplyingTo] = useState<Message>();

  const columns: Column<Message>[] = [
    {
      header: 'From',
      cell: (message) => (
        <>
          <span className="block font-semibold text-ink">{message.name}</span>
          <span className="block break-all text-sm text-ink-muted">{message.email}</span>
        </>
      ),
    },
    { header: 'Subject', cell: (message) => message.subject, className: 'font-semibold text-ink' },
    { header: 'Date', cell: (message) => formatDateTime(message.date) },
    { header: 'Message', cell: (message) => <MessageWithReplies message={message} /> },
    {
      header: 'Reply',
      action: true,
      cell: (message) => (
        <RowActionButton
          label={`Reply to ${message.name} by email`}
          busy={false}
          onClick={() => setReplyingTo(message)}
          className="btn-primary min-h-11 px-4 py-2"
        >
          Reply
        </RowActionButton>
      ),
    },
    {
      header: 'Handled',
      action: true,
      cell: (message) =>
        message.handled ? (
          <RowActionButton
            label={`Handled: mark the message from ${message.name} as waiting`}
            busy={markHandled.isPending}
            onClick={() => markHandled.mutate({ id: message._id, handled: false })}
            className="btn min-h-11 bg-brand-soft px-4 py-2 text-brand"
          >
            ✓ Handled
          </RowActionButton>
        ) : (
          <RowActionButton
            label={`Mark the message from ${message.name} handled`}
            busy={markHandled.isPending}
            onClick={() => markHandled.mutate({ id: message._id, handled: true })}
            className="btn-outline min-h-11 px-4 py-2"
          >
            Mark handled
          </RowActionButton>
        ),
    },
  ];

  return (
    <>
      <DataTable
        label="Contact messages"
        what="the messages"
        columns={columns}
        list={messages}
        empty="No messages yet."
        fitsFrom="wide"
      />
      <MessageReplyDialog message={replyingTo} onClose={() => setReplyingTo(undefined)} />
    </>
  );
}

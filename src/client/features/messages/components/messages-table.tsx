import { type Column, DataTable } from '@/client/components/dashboard/data-table';
import { RowActionButton } from '@/client/components/dashboard/row-action-button';
import { formatDateTime } from '@/client/lib/format-date-time';
import type { Message } from '@/shared/answers/shop';
import { useMessages } from '../api/get-messages';
import { useMarkHandled } from '../api/mark-handled';

/** The admin's inbox of contact messages, newest first; each can be marked handled (or waiting again). */
export function MessagesTable() {
  const messages = useMessages();
  const markHandled = useMarkHandled();

  const columns: Column<Message>[] = [
    {
      header: 'From',
      cell: (message) => (
        <>
          <span className="block font-semibold text-ink">{message.name}</span>
          <a
            href={`mailto:${message.email}`}
            className="inline-flex min-h-11 min-w-11 items-center break-all text-sm text-brand focus-ring"
          >
            {message.email}
          </a>
        </>
      ),
    },
    { header: 'Subject', cell: (message) => message.subject, className: 'font-semibold text-ink' },
    { header: 'Date', cell: (message) => formatDateTime(message.date) },
    { header: 'Message', cell: (message) => <p className="max-w-prose whitespace-pre-line">{message.msg}</p> },
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
    <DataTable
      label="Contact messages"
      what="the messages"
      columns={columns}
      list={messages}
      empty="No messages yet."
      fitsFrom="wide"
    />
  );
}

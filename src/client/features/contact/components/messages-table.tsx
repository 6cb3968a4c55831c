import { type Column, DataTable } from '@/client/components/ui/data-table';
import { Pager } from '@/client/components/ui/pager';
import { formatDateTime } from '@/client/lib/format-date-time';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import type { ContactMessage } from '@/shared/api-types';
import { useMessages } from '../api/get-messages';
import { useMarkHandled } from '../api/mark-handled';

/** The admin's inbox of contact messages, newest first; each can be marked handled (or waiting again). */
export function MessagesTable() {
  const { rows: messages, dataUpdatedAt, pager } = useMessages();
  const online = useOnlineStatus();
  const markHandled = useMarkHandled();

  const columns: Column<ContactMessage>[] = [
    {
      header: 'From',
      cell: (message) => (
        <>
          <span className="block font-semibold text-ink">{message.name}</span>
          <a href={`mailto:${message.email}`} className="break-all text-sm text-brand">
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
          <button
            type="button"
            className="btn min-h-11 bg-brand-soft px-4 py-2 text-brand"
            disabled={!online || markHandled.isPending}
            onClick={() => markHandled.mutate({ id: message._id, handled: false })}
            aria-label={`Handled: mark the message from ${message.name} as waiting`}
          >
            ✓ Handled
          </button>
        ) : (
          <button
            type="button"
            className="btn-outline min-h-11 px-4 py-2"
            disabled={!online || markHandled.isPending}
            onClick={() => markHandled.mutate({ id: message._id, handled: true })}
            aria-label={`Mark the message from ${message.name} handled`}
          >
            Mark handled
          </button>
        ),
    },
  ];

  return (
    <>
      <DataTable
        label="Contact messages"
        what="the messages"
        columns={columns}
        rows={messages}
        rowKey={(message) => message._id}
        empty="No messages yet."
        savedAt={dataUpdatedAt}
        fitsFrom="wide"
      />
      <Pager pager={pager} label="Contact messages" />
    </>
  );
}

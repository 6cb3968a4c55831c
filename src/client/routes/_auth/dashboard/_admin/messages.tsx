import { createFileRoute } from '@tanstack/react-router';
import { sectionPage } from '@/client/components/layout/dashboard-section';
import { messagesQueryOptions } from '@/client/features/messages/api/get-messages';
import { seenPage } from '@/client/features/badge/components/mark-seen';
import { MessagesTable } from '@/client/features/messages/components/messages-table';
import { startQueries } from '@/client/lib/query-client';

export const Route = createFileRoute('/_auth/dashboard/_admin/messages')({
  loader: startQueries(messagesQueryOptions),
  component: seenPage('messages', sectionPage(MessagesTable, { title: 'Messages', what: 'the messages' })),
});

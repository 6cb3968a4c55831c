import { createFileRoute } from '@tanstack/react-router';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { messagesQueryOptions } from '@/client/features/contact/api/get-messages';
import { MessagesTable } from '@/client/features/contact/components/messages-table';

export const Route = createFileRoute('/_auth/dashboard/_admin/messages')({
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(messagesQueryOptions()),
  component: () => (
    <DashboardSection title="Messages" what="the messages">
      <MessagesTable />
    </DashboardSection>
  ),
});

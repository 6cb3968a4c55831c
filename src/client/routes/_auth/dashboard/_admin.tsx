import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminOnly } from '@/client/features/dashboard/components/dashboard-layout';
import { useQueuedDraftsSender } from '@/client/features/quotes/admin/use-queued-drafts-sender';

class NotAnAdmin extends Error {}

/** Admin pages refuse other users here too; the server enforces the same on every call. */
export const Route = createFileRoute('/_auth/dashboard/_admin')({
  beforeLoad: ({ context: { session } }) => {
    if (session.role !== 'admin') throw new NotAnAdmin('This page is for shop admins.');
  },
  errorComponent: AdminOnly,
  component: AdminPages,
});

/** Whichever admin page is open, the quote drafts saved offline go to the shop when the connection returns. */
function AdminPages() {
  useQueuedDraftsSender();
  return <Outlet />;
}

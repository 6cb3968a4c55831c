import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminOnly } from '@/client/features/dashboard/components/dashboard-layout';
import { useQuoteDraftDeliveries } from '@/client/features/quotes/admin/use-quote-draft-deliveries';

class NotAnAdmin extends Error {}

/** Admin pages refuse other users here too; the server enforces the same on every call. */
export const Route = createFileRoute('/_auth/dashboard/_admin')({
  beforeLoad: ({ context: { session } }) => {
    if (session.role !== 'admin') throw new NotAnAdmin('This page is for shop admins.');
  },
  errorComponent: AdminOnly,
  component: AdminPages,
});

/** Whichever admin page is open, the quote lists follow the drafts' saves that reach the shop from the outbox. */
function AdminPages() {
  useQuoteDraftDeliveries();
  return <Outlet />;
}

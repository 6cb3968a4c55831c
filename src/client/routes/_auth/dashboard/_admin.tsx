import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminOnly } from '@/client/features/dashboard/components/dashboard-layout';
import { useSession } from '@/client/lib/auth/session';

/** Admin pages refuse other users here too; the server enforces the same on every call. */
export const Route = createFileRoute('/_auth/dashboard/_admin')({
  component: AdminGate,
});

function AdminGate() {
  const session = useSession();
  return session?.role === 'admin' ? <Outlet /> : <AdminOnly />;
}

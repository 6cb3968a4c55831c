import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '@/client/features/dashboard/components/dashboard-layout';
import { useSession } from '@/client/lib/session';

export const Route = createFileRoute('/_auth/dashboard')({
  component: DashboardPage,
});

function DashboardPage() {
  const session = useSession();
  return session ? <DashboardLayout session={session} /> : null;
}

import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { PageLoading } from '@/client/components/ui/page-loading';
import { ensureSession } from '@/client/lib/auth/server-session';

/** Every page below needs a signed-in user; anonymous visitors go to /login and come back after. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ location }) => {
    if (!(await ensureSession())) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  pendingMs: 100,
  pendingComponent: PageLoading,
  component: Outlet,
});

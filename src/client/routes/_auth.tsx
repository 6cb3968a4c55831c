import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { PageLoading } from '@/client/components/ui/page-loading';
import { ensureSession } from '@/client/lib/auth/server-session';
import { sessionStore } from '@/client/lib/auth/session';

/**
 * Every page below needs a signed-in user; anonymous visitors go to /login and come back after. The
 * session goes into the router context for the pages below (as ensureSession left it: restored from
 * Firebase, or renewed).
 */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ location }) => {
    const session = (await ensureSession()) ? sessionStore.get() : null;
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { session };
  },
  pendingMs: 100,
  pendingComponent: PageLoading,
  component: Outlet,
});

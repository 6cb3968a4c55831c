import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DashboardLayout } from '@/client/features/dashboard/components/dashboard-layout';
import { userQueryOptions } from '@/client/features/profile/api/get-user';
import { sessionStore } from '@/client/lib/auth/session';

export const Route = createFileRoute('/_auth/dashboard')({
  loader: ({ context: { queryClient, session } }) => void queryClient.prefetchQuery(userQueryOptions(session.email)),
  component: DashboardPage,
});

function DashboardPage() {
  const { session } = useRouteContext({ from: '/_auth/dashboard' });
  const profile = useQuery(userQueryOptions(session.email));

  // The menu follows the role the server has now, e.g. right after an admin made this user an admin.
  useEffect(() => {
    const user = profile.data;
    if (user && (user.role !== session.role || (user.name && user.name !== session.name))) {
      sessionStore.updateProfile({ role: user.role, name: user.name || session.name });
    }
  }, [profile.data, session]);

  return <DashboardLayout session={session} />;
}

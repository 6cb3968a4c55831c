import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { ownSectionPage } from '@/client/components/layout/dashboard-section';
import { NotificationSettings } from '@/client/features/notifications/components/notification-settings';
import { userQueryOptions } from '@/client/features/profile/api/get-user';
import { ProfilePage } from '@/client/features/profile/components/profile-page';

/** My profile: the profile's form and the person's devices, and this device's notifications. */
function MyProfile({ email }: { email: string }) {
  const { session } = useRouteContext({ from: '/_auth' });
  return (
    <>
      <ProfilePage email={email} />
      <NotificationSettings email={email} isAdmin={session.role === 'admin'} />
    </>
  );
}

export const Route = createFileRoute('/_auth/dashboard/')({
  loader: ({ context: { queryClient, session } }) => void queryClient.prefetchQuery(userQueryOptions(session.email)),
  component: ownSectionPage(MyProfile, { what: 'your profile', shape: 'form' }),
});

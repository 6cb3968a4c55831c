import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { userQueryOptions } from '@/client/features/profile/api/get-user';
import { ProfileForm } from '@/client/features/profile/components/profile-form';

export const Route = createFileRoute('/_auth/dashboard/')({
  loader: ({ context: { queryClient, session } }) => void queryClient.prefetchQuery(userQueryOptions(session.email)),
  component: MyProfilePage,
});

function MyProfilePage() {
  const { session } = useRouteContext({ from: '/_auth/dashboard/' });
  return (
    <DashboardSection what="your profile" shape="form">
      <ProfileForm email={session.email} />
    </DashboardSection>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { ownSectionPage } from '@/client/components/layout/dashboard-section';
import { userQueryOptions } from '@/client/features/profile/api/get-user';
import { ProfilePage } from '@/client/features/profile/components/profile-page';

export const Route = createFileRoute('/_auth/dashboard/')({
  loader: ({ context: { queryClient, session } }) => void queryClient.prefetchQuery(userQueryOptions(session.email)),
  component: ownSectionPage(ProfilePage, { what: 'your profile', shape: 'form' }),
});

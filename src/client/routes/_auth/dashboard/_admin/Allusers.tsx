import { createFileRoute } from '@tanstack/react-router';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { usersQueryOptions } from '@/client/features/users/api/get-users';
import { UsersTable } from '@/client/features/users/components/users-table';

export const Route = createFileRoute('/_auth/dashboard/_admin/Allusers')({
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(usersQueryOptions()),
  component: () => (
    <DashboardSection title="All Users" what="the users">
      <UsersTable />
    </DashboardSection>
  ),
});

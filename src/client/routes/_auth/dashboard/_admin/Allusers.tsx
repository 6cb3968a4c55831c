import { createFileRoute } from '@tanstack/react-router';
import { sectionPage } from '@/client/components/layout/dashboard-section';
import { usersQueryOptions } from '@/client/features/users/api/get-users';
import { UsersTable } from '@/client/features/users/components/users-table';
import { startQueries } from '@/client/lib/query-client';

export const Route = createFileRoute('/_auth/dashboard/_admin/Allusers')({
  loader: startQueries(usersQueryOptions),
  component: sectionPage(UsersTable, { title: 'All Users', what: 'the users' }),
});

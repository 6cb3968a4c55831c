import { type Column, DataTable } from '@/client/components/dashboard/data-table';
import { RowActionButton } from '@/client/components/dashboard/row-action-button';
import { confirmedAction } from '@/client/lib/confirmed-action';
import type { User } from '@/shared/api-types';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';

export function UsersTable() {
  const users = useUsers();
  const makeAdmin = useMakeAdmin();

  const handleMakeAdmin = (email: string) =>
    confirmedAction(
      'are you sure? make this User admin.',
      () => makeAdmin.mutateAsync(email),
      `${email} is now an admin`,
    );

  const columns: Column<User>[] = [
    { header: '#', cell: (_user, index) => users.pager.offset + index + 1 },
    { header: 'Name', cell: (user) => user.name || '—', className: 'font-semibold text-ink' },
    { header: 'Email', cell: (user) => user.email, className: 'break-all' },
    {
      header: 'Status',
      action: true,
      cell: (user) =>
        user.role === 'admin' ? (
          <span className="rounded-full bg-ink px-3 py-1 text-xs font-bold uppercase tracking-wider text-white">
            Admin
          </span>
        ) : (
          <RowActionButton
            label={`make admin: ${user.email}`}
            busy={makeAdmin.isPending}
            onClick={() => handleMakeAdmin(user.email)}
            className="btn-outline min-h-11 px-4 py-2"
          >
            make admin
          </RowActionButton>
        ),
    },
  ];

  return <DataTable label="All users" what="the users" columns={columns} list={users} empty="No users yet." />;
}

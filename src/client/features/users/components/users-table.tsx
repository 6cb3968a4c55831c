import { Pager } from '@/client/components/ui/pager';
import { type Column, DataTable } from '@/client/components/ui/data-table';
import { confirmedAction } from '@/client/lib/confirmed-action';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import type { User } from '@/shared/api-types';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';

export function UsersTable() {
  const { rows: users, dataUpdatedAt, pager } = useUsers();
  const online = useOnlineStatus();
  const makeAdmin = useMakeAdmin();

  const handleMakeAdmin = (email: string) =>
    confirmedAction(
      'are you sure? make this User admin.',
      () => makeAdmin.mutateAsync(email),
      `${email} is now an admin`,
    );

  const columns: Column<User>[] = [
    { header: '#', cell: (_user, index) => pager.offset + index + 1 },
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
          <button
            type="button"
            className="btn-outline min-h-11 px-4 py-2"
            disabled={!online || makeAdmin.isPending}
            onClick={() => void handleMakeAdmin(user.email)}
            aria-label={`make admin: ${user.email}`}
          >
            make admin
          </button>
        ),
    },
  ];

  return (
    <>
      <DataTable
        label="All users"
        what="the users"
        columns={columns}
        rows={users}
        rowKey={(user) => user._id}
        empty="No users yet."
        savedAt={dataUpdatedAt}
      />
      <Pager pager={pager} label="All users" />
    </>
  );
}

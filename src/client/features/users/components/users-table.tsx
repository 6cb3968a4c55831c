import { type Column, DataTable } from '@/client/components/dashboard/data-table';
import { RowActionButton } from '@/client/components/dashboard/row-action-button';
import { confirmedAction } from '@/client/lib/confirmed-action';
import type { User } from '@/shared/answers/people';
import type { UserRole } from '@/shared/schemas/user';
import { useUsers } from '../api/get-users';
import { useChangeRole } from '../api/change-role';

const badge = 'rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wider';
const roleButton = 'btn-outline min-h-11 px-4 py-2';

/** What giving each role asks first, and says once done. */
const roleWords: Record<UserRole, { question: string; done: (email: string) => string }> = {
  admin: { question: 'are you sure? make this User admin.', done: (email) => `${email} is now an admin` },
  painter: { question: 'are you sure? make this User a painter.', done: (email) => `${email} is now a painter` },
  customer: {
    question: 'are you sure? make this painter a customer again.',
    done: (email) => `${email} is a customer again`,
  },
};

export function UsersTable() {
  const users = useUsers();
  const changeRole = useChangeRole();

  const give = (email: string, role: UserRole) =>
    confirmedAction(
      roleWords[role].question,
      () => changeRole.mutateAsync({ email, role }),
      roleWords[role].done(email),
    );
  const roleButtonFor = (user: User, role: UserRole) => (
    <RowActionButton
      label={`make ${role}: ${user.email}`}
      busy={changeRole.isPending}
      onClick={() => give(user.email, role)}
      className={roleButton}
    >
      make {role}
    </RowActionButton>
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
          <span className={`${badge} bg-ink text-white`}>Admin</span>
        ) : user.role === 'painter' ? (
          <span className="flex flex-wrap items-center gap-2">
            <span className={`${badge} bg-brand-soft text-ink`}>Painter</span>
            {roleButtonFor(user, 'customer')}
          </span>
        ) : (
          <span className="flex flex-wrap gap-2">
            {roleButtonFor(user, 'admin')}
            {roleButtonFor(user, 'painter')}
          </span>
        ),
    },
  ];

  return <DataTable label="All users" what="the users" columns={columns} list={users} empty="No users yet." />;
}

import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { cellClass, headCellClass, tableClass } from '@/client/components/ui/table';
import { confirmedAction } from '@/client/lib/confirmed-action';
import { useMakeAdmin, useUsers } from '../api/users';
import { useOnlineStatus } from '@/client/lib/use-online-status';

export function UsersTable() {
  const { data: users, dataUpdatedAt } = useUsers();
  const online = useOnlineStatus();
  const makeAdmin = useMakeAdmin();

  const handleMakeAdmin = (email: string) =>
    confirmedAction(
      'are you sure? make this User admin.',
      () => makeAdmin.mutateAsync(email),
      `${email} is now an admin`,
    );

  return (
    <>
      <OfflineChangesNotice what="the users" savedAt={dataUpdatedAt} className="mb-4" />
      <div className="card overflow-x-auto">
        <table className={tableClass} aria-label="All users">
          <thead>
            <tr>
              <th className={headCellClass}>#</th>
              <th className={headCellClass}>Name</th>
              <th className={headCellClass}>Email</th>
              <th className={headCellClass}>Status</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user, index) => (
              <tr key={user._id}>
                <td className={cellClass}>{index + 1}</td>
                <td className={`${cellClass} font-semibold text-ink`}>{user.name || '—'}</td>
                <td className={`${cellClass} break-all`}>{user.email}</td>
                <td className={cellClass}>
                  {user.role === 'admin' ? (
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
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

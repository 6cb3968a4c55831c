import { toast } from '@/client/lib/toast';
import { getErrorMessage } from '@/client/lib/api-client';
import { useMakeAdmin, useUsers } from '../api/users';

const head = 'border-b border-slate-200 px-4 py-3 text-left text-xs font-bold uppercase tracking-wider text-ink-muted';
const cell = 'border-b border-slate-100 px-4 py-3 align-middle';

export function UsersTable() {
  const { data: users } = useUsers();
  const makeAdmin = useMakeAdmin();

  async function handleMakeAdmin(email: string) {
    if (!window.confirm('are you sure? make this User admin.')) return;
    try {
      await makeAdmin.mutateAsync(email);
      toast.success(`${email} is now an admin`);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  return (
    <div className="card overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-sm" aria-label="All users">
        <thead>
          <tr>
            <th className={head}>#</th>
            <th className={head}>Name</th>
            <th className={head}>Email</th>
            <th className={head}>Status</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user, index) => (
            <tr key={user._id}>
              <td className={cell}>{index + 1}</td>
              <td className={`${cell} font-semibold text-ink`}>{user.name || '—'}</td>
              <td className={`${cell} break-all`}>{user.email}</td>
              <td className={cell}>
                {user.role === 'admin' ? (
                  <span className="rounded-full bg-ink px-3 py-1 text-xs font-bold uppercase tracking-wider text-white">Admin</span>
                ) : (
                  <button
                    type="button"
                    className="btn-outline min-h-11 px-4 py-2"
                    disabled={makeAdmin.isPending}
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
  );
}

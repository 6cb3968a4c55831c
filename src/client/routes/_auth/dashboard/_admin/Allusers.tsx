import { createFileRoute } from '@tanstack/react-router';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import { UsersTable } from '@/client/features/users/components/users-table';

export const Route = createFileRoute('/_auth/dashboard/_admin/Allusers')({
  component: () => (
    <>
      <h2 className="mb-4 font-display text-2xl font-bold text-ink">All Users</h2>
      <QueryBoundary
        what="the users"
        fallback={
          <div className="card h-64 animate-pulse" role="status" aria-busy="true" aria-label="Loading the users" />
        }
      >
        <UsersTable />
      </QueryBoundary>
    </>
  ),
});

import { createFileRoute } from '@tanstack/react-router';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import { ToolsTable } from '@/client/features/tools/components/tools-table';

export const Route = createFileRoute('/_auth/dashboard/_admin/products')({
  component: () => (
    <>
      <h2 className="mb-4 font-display text-2xl font-bold text-ink">Products</h2>
      <QueryBoundary
        what="the products"
        fallback={
          <div className="card h-64 animate-pulse" role="status" aria-busy="true" aria-label="Loading the products" />
        }
      >
        <ToolsTable />
      </QueryBoundary>
    </>
  ),
});

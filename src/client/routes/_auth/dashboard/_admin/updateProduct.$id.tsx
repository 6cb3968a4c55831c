import { createFileRoute } from '@tanstack/react-router';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import { UpdateToolForm } from '@/client/features/tools/components/update-tool-form';

export const Route = createFileRoute('/_auth/dashboard/_admin/updateProduct/$id')({
  component: UpdateProductPage,
});

function UpdateProductPage() {
  const { id } = Route.useParams();
  return (
    <QueryBoundary
      what="the product"
      fallback={
        <div
          className="card h-96 max-w-2xl animate-pulse"
          role="status"
          aria-busy="true"
          aria-label="Loading the product"
        />
      }
    >
      <UpdateToolForm key={id} id={id} />
    </QueryBoundary>
  );
}

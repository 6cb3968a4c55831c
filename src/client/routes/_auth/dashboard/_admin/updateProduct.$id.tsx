import { createFileRoute, useParams } from '@tanstack/react-router';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { seedToolFromList, toolQueryOptions } from '@/client/features/tools/api/get-tool';
import { UpdateToolForm } from '@/client/features/tools/components/update-tool-form';

export const Route = createFileRoute('/_auth/dashboard/_admin/updateProduct/$id')({
  loader: ({ context: { queryClient }, params }) => {
    seedToolFromList(queryClient, params.id);
    void queryClient.prefetchQuery(toolQueryOptions(params.id));
  },
  component: UpdateProductPage,
});

function UpdateProductPage() {
  const { id } = useParams({ from: '/_auth/dashboard/_admin/updateProduct/$id' });
  return (
    <DashboardSection what="the product" shape="form">
      <UpdateToolForm key={id} id={id} />
    </DashboardSection>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { toolsQueryOptions } from '@/client/features/tools/api/get-tools';
import { ToolsTable } from '@/client/features/tools/components/tools-table';

export const Route = createFileRoute('/_auth/dashboard/_admin/products')({
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(toolsQueryOptions()),
  component: () => (
    <DashboardSection title="Products" what="the products">
      <ToolsTable />
    </DashboardSection>
  ),
});

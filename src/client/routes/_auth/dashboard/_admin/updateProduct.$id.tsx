import { createFileRoute } from '@tanstack/react-router';
import { DashboardPlaceholder } from '@/client/features/dashboard/components/dashboard-layout';

export const Route = createFileRoute('/_auth/dashboard/_admin/updateProduct/$id')({
  component: () => <DashboardPlaceholder title="Update product" />,
});

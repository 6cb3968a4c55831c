import { createFileRoute } from '@tanstack/react-router';
import { DashboardPlaceholder } from '@/client/features/dashboard/components/dashboard-layout';

export const Route = createFileRoute('/_auth/dashboard/_admin/addPost')({
  component: () => <DashboardPlaceholder title="Add Post" />,
});

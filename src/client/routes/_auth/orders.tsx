import { createFileRoute } from '@tanstack/react-router';
import { DashboardPlaceholder } from '@/client/features/dashboard/components/dashboard-layout';

export const Route = createFileRoute('/_auth/orders')({
  component: () => <DashboardPlaceholder title="Checkout" />,
});

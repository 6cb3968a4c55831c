import { createFileRoute } from '@tanstack/react-router';
import { ownSectionPage } from '@/client/components/layout/dashboard-section';
import { myOrdersQueryOptions } from '@/client/features/orders/api/get-my-orders';
import { seenPage } from '@/client/features/badge/components/mark-seen';
import { MyOrdersTable } from '@/client/features/orders/components/my-orders-table';

export const Route = createFileRoute('/_auth/dashboard/myOrders')({
  loader: ({ context: { queryClient, session } }) =>
    void queryClient.prefetchQuery(myOrdersQueryOptions(session.email)),
  component: seenPage('orders', ownSectionPage(MyOrdersTable, { title: 'My Orders', what: 'your orders' })),
});

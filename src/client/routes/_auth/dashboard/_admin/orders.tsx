import { createFileRoute } from '@tanstack/react-router';
import { sectionPage } from '@/client/components/layout/dashboard-section';
import { allOrdersQueryOptions } from '@/client/features/orders/api/get-all-orders';
import { seenPage } from '@/client/features/badge/components/mark-seen';
import { AdminOrdersTable } from '@/client/features/orders/components/admin-orders-table';
import { startQueries } from '@/client/lib/query-client';

export const Route = createFileRoute('/_auth/dashboard/_admin/orders')({
  loader: startQueries(allOrdersQueryOptions),
  component: seenPage('orders', sectionPage(AdminOrdersTable, { title: 'Orders', what: 'the orders' })),
});

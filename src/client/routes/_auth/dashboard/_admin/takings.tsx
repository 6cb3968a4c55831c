import { createFileRoute } from '@tanstack/react-router';
import { sectionPage } from '@/client/components/layout/dashboard-section';
import { paymentsQueryOptions } from '@/client/features/takings/api/get-payments';
import { takingsQueryOptions } from '@/client/features/takings/api/get-takings';
import { TakingsPage } from '@/client/features/takings/components/takings-page';
import { startQueries } from '@/client/lib/query-client';

export const Route = createFileRoute('/_auth/dashboard/_admin/takings')({
  loader: startQueries(takingsQueryOptions, paymentsQueryOptions),
  component: sectionPage(TakingsPage, { title: 'Takings', what: 'the takings' }),
});

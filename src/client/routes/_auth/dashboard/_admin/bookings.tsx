import { createFileRoute } from '@tanstack/react-router';
import { sectionPage } from '@/client/components/layout/dashboard-section';
import { allVisitsQueryOptions } from '@/client/features/visits/api/get-all-visits';
import { VisitsCalendar } from '@/client/features/visits/components/visits-calendar';
import { startQueries } from '@/client/lib/query-client';

export const Route = createFileRoute('/_auth/dashboard/_admin/bookings')({
  loader: startQueries(allVisitsQueryOptions),
  component: sectionPage(VisitsCalendar, { title: 'Bookings', what: 'the bookings' }),
});

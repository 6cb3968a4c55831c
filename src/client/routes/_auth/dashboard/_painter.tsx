import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { PainterOnly } from '@/client/features/dashboard/components/dashboard-layout';

class NotAPainter extends Error {}

/**
 * The painter's pages (their day, their jobs) refuse everyone else here too; the server answers a job's
 * calls only to the painters assigned to it (and never with a price).
 */
export const Route = createFileRoute('/_auth/dashboard/_painter')({
  beforeLoad: ({ context: { session }, params }) => {
    // A job's address is the same for the shop: an admin opening one sees it on the schedule.
    const job = (params as { id?: string }).id;
    if (session.role === 'admin' && job) throw redirect({ to: '/dashboard/jobs', search: { job } });
    if (session.role !== 'painter') throw new NotAPainter('This page is for painters.');
  },
  errorComponent: PainterOnly,
  component: Outlet,
});

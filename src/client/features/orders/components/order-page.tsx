import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { OrderNotFound } from './order-parts';

/**
 * An order's own page, beside the list it was opened from rather than inside it: the way back to that list,
 * then the order as its reader sees it (`Details`: the admin's or the customer's).
 */
export function OrderPage({
  id,
  backTo,
  back,
  Details,
}: {
  id: string;
  backTo: '/dashboard/orders' | '/dashboard/myOrders';
  back: string;
  Details: ComponentType<{ id: string }>;
}) {
  return (
    <>
      <Link to={backTo} className="btn-outline mb-4 min-h-11 px-4 py-2">
        ← {back}
      </Link>
      <DashboardSection what="this order" shape="form" notFound={<OrderNotFound />}>
        <Details key={id} id={id} />
      </DashboardSection>
    </>
  );
}

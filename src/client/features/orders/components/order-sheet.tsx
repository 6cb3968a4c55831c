import type { ReactNode } from 'react';
import type { Order } from '@/shared/answers/orders';
import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { stageExplained } from '../order-words';
import { OrderHeading, OrderLines } from './order-parts';
import { OrderTimeline } from './order-timeline';

/**
 * An order's page, for the admin and for its customer alike: its stage explained and what the reader may do
 * (`moves`), anything the reader acts on before the tools (`beforeLines`), its tools, three cards of facts
 * (`facts`) and its timeline.
 */
export function OrderSheet({
  order,
  savedAt,
  moves,
  beforeLines,
  facts,
}: {
  order: Order;
  savedAt: number;
  moves: ReactNode;
  beforeLines?: ReactNode;
  facts: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <OfflineChangesNotice what="this order" savedAt={savedAt} />
      <OrderHeading order={order}>
        <p className="mt-3 text-ink">{stageExplained(order)}</p>
        {moves}
      </OrderHeading>
      {beforeLines}
      <div className="card p-5 sm:p-6">
        <OrderLines order={order} />
      </div>
      <div className="grid gap-4 md:grid-cols-3">{facts}</div>
      <OrderTimeline order={order} />
    </div>
  );
}

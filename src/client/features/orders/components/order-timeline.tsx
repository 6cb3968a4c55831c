import type { Order } from '@/shared/answers/orders';
import { formatDateTime } from '@/client/lib/format-date-time';
import { timelineSteps } from '../order-words';
import { OrderCard } from './order-parts';

/** The order's life, oldest first, each step at the time the viewer's clock shows, and the step it waits for. */
export function OrderTimeline({ order }: { order: Order }) {
  const { steps, complete } = timelineSteps(order);
  return (
    <OrderCard title="Timeline">
      {!complete && (
        <p className="mb-3 text-sm text-ink-muted">The rest of the timeline shows once this order is read online.</p>
      )}
      <ol aria-label="Timeline" className="ml-1.5 border-l-2 border-slate-200">
        {steps.map((step) => (
          <li key={step.key} className="relative pb-5 pl-6 last:pb-0">
            <span
              aria-hidden="true"
              className={`absolute -left-[7px] top-1 h-3 w-3 rounded-full ${
                step.upcoming ? 'border-2 border-ink-muted bg-white' : 'bg-brand'
              }`}
            />
            <p className={`font-semibold ${step.upcoming ? 'text-ink-muted' : 'text-ink'}`}>
              {step.upcoming ? `Next: ${step.title}` : step.title}
            </p>
            {step.at && (
              <time dateTime={step.at} className="block text-sm text-ink-muted">
                {formatDateTime(step.at)}
              </time>
            )}
            {step.detail && <p className="text-sm text-ink">{step.detail}</p>}
          </li>
        ))}
      </ol>
    </OrderCard>
  );
}

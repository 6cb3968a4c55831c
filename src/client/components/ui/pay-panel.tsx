import { Fragment, type ReactNode } from 'react';

/**
 * A page paying what the shop asks (a quote's deposit, an invoice's balance): where the work is, the amounts
 * (the last, in bold, is the one paid here), then `children`: the card form or where the payment stands, and
 * the way back.
 */
export function PayPanel({
  title,
  address,
  amounts,
  children,
}: {
  title: string;
  address: string;
  amounts: [label: string, value: string][];
  children: ReactNode;
}) {
  return (
    <div className="card max-w-2xl p-5 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink">{title}</h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-cream p-4 text-ink [&_dt]:whitespace-nowrap">
        <dt>Work at</dt>
        <dd className="text-right [overflow-wrap:anywhere]">{address}</dd>
        {amounts.map(([label, value], index) => {
          const paidHere = index === amounts.length - 1;
          return (
            <Fragment key={label}>
              <dt className={paidHere ? 'font-bold' : undefined}>{label}</dt>
              <dd className={paidHere ? 'text-right font-bold tabular-nums' : 'text-right tabular-nums'}>{value}</dd>
            </Fragment>
          );
        })}
      </dl>
      <div className="mt-6 space-y-4">{children}</div>
    </div>
  );
}

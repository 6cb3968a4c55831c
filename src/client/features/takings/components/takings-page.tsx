import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { usePayments } from '../api/get-payments';
import { useTakings } from '../api/get-takings';
import { DownloadLinks } from './download-links';
import { PaymentsTable } from './payments-table';
import { TakingsSummary } from './takings-summary';
import { TaxReportSection } from './tax-report';

/**
 * The shop's takings on a tablet: the last 30 days at a glance (charged, refunded, kept; a chart of each day;
 * the totals by kind), the sales tax of a quarter by state, then every payment and refund of the ledger, a page at a time, and the CSV for an
 * accountant. Offline it shows what was saved, and how old that is.
 */
export function TakingsPage() {
  const { data: takings, dataUpdatedAt } = useTakings();
  const payments = usePayments();
  return (
    <div className="space-y-4">
      <OfflineChangesNotice what="the takings" savedAt={Math.min(dataUpdatedAt, payments.dataUpdatedAt)} />
      <TakingsSummary takings={takings} />
      <TaxReportSection />
      <section aria-labelledby="every-payment" className="space-y-3 pt-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="every-payment" className="font-display text-xl font-bold text-ink">
            Every payment
          </h3>
          <DownloadLinks span={{ from: takings.from, to: takings.to }} />
        </div>
        <PaymentsTable list={payments} />
      </section>
    </div>
  );
}

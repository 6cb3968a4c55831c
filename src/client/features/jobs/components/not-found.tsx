import { AlertCard } from '@/client/components/ui/alert-card';

/** A job the shop does not have, or not for this person (an unassigned painter, another customer). */
export const JobNotFound = () => (
  <AlertCard title="Job not found" text="This job does not exist, or it is not one of yours." />
);

/** An invoice the shop does not have, or not for this person. */
export const InvoiceNotFound = () => (
  <AlertCard title="Invoice not found" text="This invoice does not exist, or it is not one of yours." />
);

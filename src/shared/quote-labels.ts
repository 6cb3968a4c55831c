import type { QuoteRequestState, QuoteStatus } from '@/shared/schemas/quote';
import { stateCodeOf } from '@/shared/us-states';

/*
 * The words of a quote's status and a request's state, defined once for every page that names them: the
 * customer's, the admin's and the request's pages (and anything else of the shop's that tells them).
 */

export const quoteStatusLabels: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  deposit_paid: 'Deposit paid',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** A request's state, in the order a request goes through them. */
export const requestStateLabels: Record<QuoteRequestState, string> = {
  new: 'New',
  quoted: 'Quoted',
  accepted: 'Accepted',
  declined: 'Declined',
  deposit_paid: 'Deposit paid',
  cancelled: 'Cancelled',
};

/** "12 Scaffold Street, Portland, ME 04101": a request's site, its state (by its code) and zip after the address. */
export const siteAddress = ({ address, siteState, siteZip }: { address: string; siteState: string; siteZip: string }) =>
  [address, [stateCodeOf(siteState) ?? siteState, siteZip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

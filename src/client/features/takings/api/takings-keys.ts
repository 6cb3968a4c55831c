import type { QueryScope } from '@/client/lib/query-scope';

/** Which quarter: the one ending on `to` or starting on `from`; neither, the shop's current one. */
export type TaxReportSpan = { from?: string; to?: string };
/** Every key of the admin's takings and ledger starts here; kept apart so the session code can name it cheaply. */
export const takingsKeys = {
  all: ['takings'] as const,
  summary: ['takings', 'summary'] as const,
  payments: (offset: number) => ['takings', 'payments', offset] as const,
  /** A span's tax report; `{}` for the shop's current quarter. */
  taxReport: (span: TaxReportSpan) => ['takings', 'tax-report', span] as const,
};

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [{ kept: 'user', roots: [takingsKeys.all] }];

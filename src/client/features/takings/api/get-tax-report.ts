import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TaxReport } from '@/shared/answers/money';
import { authorizedRequest } from '@/client/lib/api-client';
import { takingsKeys, type TaxReportSpan } from './takings-keys';

export const getTaxReport = (span: TaxReportSpan, signal?: AbortSignal) =>
  authorizedRequest<TaxReport>(`/api/tax-report?${new URLSearchParams(span)}`, { signal });

export const taxReportQueryOptions = (span: TaxReportSpan) =>
  queryOptions({ queryKey: takingsKeys.taxReport(span), queryFn: ({ signal }) => getTaxReport(span, signal) });

/** A quarter's tax report; the quarter shown stays on the screen while the next one is read. */
export const useTaxReport = (span: TaxReportSpan) =>
  useQuery({ ...taxReportQueryOptions(span), placeholderData: keepPreviousData });

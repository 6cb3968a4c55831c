import { ApiError, NetworkError, renewRefusedSession } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/auth/session';

/** What to download: days in the shop's time zone (both included); none, the whole ledger. */
export type LedgerSpan = { from?: string; to?: string };

/** The ledger's CSV, fetched with the session's token (a plain link would not send it). */
async function fetchCsv(query: string): Promise<Response> {
  const token = sessionStore.get()?.token;
  try {
    return await fetch(`/api/payments.csv${query}`, {
      cache: 'no-store',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch (error) {
    throw new NetworkError(error);
  }
}

/** The file name the shop gave it, or one of the span's. */
const fileNameOf = (response: Response, span: LedgerSpan) =>
  /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
  `brushwork-payments-${span.from ?? 'start'}-to-${span.to ?? 'today'}.csv`;

/** Downloads the ledger of the span as a CSV file, for an accountant; a refusal is thrown as an ApiError. */
export async function downloadPayments(span: LedgerSpan): Promise<void> {
  const params = new URLSearchParams(Object.entries(span).filter((entry): entry is [string, string] => !!entry[1]));
  const query = params.size > 0 ? `?${params}` : '';
  let response = await fetchCsv(query);
  // The token may have run out since the page loaded: renewed once, the file is asked for once more.
  if (response.status === 401 && (await renewRefusedSession())) response = await fetchCsv(query);
  if (!response.ok)
    throw new ApiError(response.status, 'http_error', `The payments could not be downloaded (${response.status}).`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = Object.assign(document.createElement('a'), { href: url, download: fileNameOf(response, span) });
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

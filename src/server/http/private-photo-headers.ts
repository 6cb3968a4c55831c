/**
 * A customer's photo of their home (a quote's, a job's) is kept by no cache at all, the reader's included: admins
 * share tablets, and a photo kept on a device's disk would outlive the session that was allowed to see it. The
 * pages hold it in memory only (dropped a minute after no page shows it, and at sign-out), so the one meaning,
 * here and there, is "never stored"; fetching it again when a page opens is the price, and a photo is a few
 * hundred KB.
 */
export const privatePhotoHeaders = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

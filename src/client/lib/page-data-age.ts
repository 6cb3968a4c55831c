import type { Query } from '@tanstack/react-query';
import { ageInWords } from './age-in-words';
import { savedMaxAgeMs } from './saved-queries';

const hourMs = 60 * 60 * 1000;
/** Within its last day, saved data says when it will be removed. */
const expiryWarningMs = 24 * hourMs;

/** What the page on screen shows: the data of the queries it observes, and whether a refresh of it failed. */
export type PageData = { oldestAt: number | undefined; refreshFailed: boolean };

/**
 * The page's own data: the queries something on screen observes, never the rest of the cache, so a page
 * refreshed a minute ago does not make another page's two-day-old data look new. Its age is that of its
 * oldest part.
 */
export function pageData(queries: readonly Query[]): PageData {
  const shown = queries.filter((query) => query.getObserversCount() > 0 && query.state.data !== undefined);
  const times = shown.map((query) => query.state.dataUpdatedAt).filter((at) => at > 0);
  return {
    oldestAt: times.length > 0 ? Math.min(...times) : undefined,
    // A refetch that failed leaves the query in error with its older data still on screen.
    refreshFailed: shown.some((query) => query.state.status === 'error'),
  };
}

/** Words for the page's data seen offline, with a warning in its last day on the device. */
export function offlineWords({ oldestAt }: PageData, now = Date.now()): string {
  if (oldestAt === undefined) return 'You are offline — showing saved data.';
  const age = now - oldestAt;
  const words = `You are offline — showing saved data from ${ageInWords(age)}.`;
  const left = savedMaxAgeMs - age;
  if (left > expiryWarningMs) return words;
  const days = Math.round(savedMaxAgeMs / (24 * hourMs));
  if (left <= 0) return `${words} Saved copies are kept ${days} days: this page's will be removed when it closes.`;
  const hours = Math.max(1, Math.round(left / hourMs));
  return `${words} Saved copies are kept ${days} days: this page's will be removed in about ${hours} ${
    hours === 1 ? 'hour' : 'hours'
  } unless you go online.`;
}

/** Words for data a refresh could not replace while online; none when the data is fresh. */
export function staleWords({ oldestAt, refreshFailed }: PageData, now = Date.now()): string | undefined {
  if (!refreshFailed) return undefined;
  return oldestAt === undefined
    ? 'Could not refresh — showing the data loaded before.'
    : `Could not refresh — showing data from ${ageInWords(now - oldestAt)}.`;
}

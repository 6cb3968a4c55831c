/**
 * How many files the worker fetches at once. Workbox's own install fetches its list one file after another,
 * so on a line with a 150 ms round trip a first visit worked offline only after half a minute. Chromium lets a
 * worker have three requests to one host in flight over HTTP/1.1 (a page six); a few more keep them busy.
 */
const parallelFetches = 8;

/** Runs `work` on every item, at most `parallelFetches` at a time; the first failure fails the whole. */
export async function inParallel<T>(items: T[], work: (item: T) => Promise<unknown>) {
  const pending = [...items];
  const worker = async () => {
    for (let item = pending.shift(); item !== undefined; item = pending.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(parallelFetches, items.length) }, worker));
}

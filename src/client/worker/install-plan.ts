/**
 * The order of a worker's install, from its precache's entries (`[url, cacheKey]`, the key the URL itself for a
 * hashed file). Revisioned files (the shell, the pages, the illustrations) come first: only the worker may fetch
 * them, past the HTTP cache. Hashed files follow, and a page may fetch those ahead, from the far end of the list,
 * into the HTTP cache the two share: each file crosses the line once, both ends busy.
 */
export function installPlan(entries: [url: string, cacheKey: string][]) {
  const isHashed = ([url, cacheKey]: [string, string]) => url === cacheKey;
  const hashed = entries.filter(isHashed);
  return {
    order: [...entries.filter((entry) => !isHashed(entry)), ...hashed],
    fetchAhead: hashed.map(([url]) => url).reverse(),
  };
}

/** The roots of the keys of the catalogue's queries (see below). */
export const catalogueQueryRoots = ['tools', 'posts', 'reviews'] as const;
export type CatalogueQueryRoot = (typeof catalogueQueryRoots)[number];

/**
 * The public catalogue: the GET answers that are the same for everyone and change only when an admin
 * edits the shop. One list for every copy kept of them: the server keeps them and tags them (ETag, 304),
 * the service worker keeps them offline, and the app saves their queries on the device for everyone.
 * Each path is given with the root of the key of the app's queries that read it.
 */
export const catalogueEndpoints: Readonly<Record<string, CatalogueQueryRoot>> = {
  '/api/services': 'tools',
  '/api/services/:id': 'tools',
  '/api/posts': 'posts',
  '/api/posts/:id': 'posts',
  '/api/recentPosts': 'posts',
  '/api/reviews': 'reviews',
};

/** The paths, and a pattern for each, made when first asked for: the app's pages never need them. */
let paths: string[] | undefined;
let patterns: RegExp[] | undefined;

/**
 * The catalogue endpoint an address is, as its path pattern and the id it holds (still encoded, as in
 * the address); undefined for any other address.
 */
export function matchCatalogue(pathname: string): { path: string; id?: string } | undefined {
  paths ??= Object.keys(catalogueEndpoints);
  patterns ??= paths.map((path) => new RegExp(`^${path.replace(':id', '(?<id>[^/]+)')}$`));
  for (const [index, pattern] of patterns.entries()) {
    const match = pattern.exec(pathname);
    if (match) return { path: paths[index]!, id: match.groups?.id };
  }
  return undefined;
}

/** The roots of the keys of the catalogue's queries (see `queryRoot` below). */
export const catalogueQueryRoots = ['tools', 'posts', 'reviews'] as const;
export type CatalogueQueryRoot = (typeof catalogueQueryRoots)[number];

/**
 * The public catalogue: the GET answers that are the same for everyone and change only when an admin
 * edits the shop. One list for every copy kept of them: the server keeps them and tags them (ETag, 304),
 * the service worker keeps them offline, and the app saves their queries on the device for everyone.
 * `queryRoot` is the first part of the key of the app's queries that read them.
 */
export const catalogueEndpoints: readonly { path: string; queryRoot: CatalogueQueryRoot }[] = [
  { path: '/api/services', queryRoot: 'tools' },
  { path: '/api/services/:id', queryRoot: 'tools' },
  { path: '/api/posts', queryRoot: 'posts' },
  { path: '/api/posts/:id', queryRoot: 'posts' },
  { path: '/api/recentPosts', queryRoot: 'posts' },
  { path: '/api/reviews', queryRoot: 'reviews' },
];

/** A pattern per endpoint, made when first asked for: the app's pages never need them. */
let patterns: RegExp[] | undefined;

/**
 * The catalogue endpoint an address is, as its path pattern and the id it holds (still encoded, as in
 * the address); undefined for any other address.
 */
export function matchCatalogue(pathname: string): { path: string; id?: string } | undefined {
  patterns ??= catalogueEndpoints.map(({ path }) => new RegExp(`^${path.replace(':id', '(?<id>[^/]+)')}$`));
  for (const [index, pattern] of patterns.entries()) {
    const match = pattern.exec(pathname);
    if (match) return { path: catalogueEndpoints[index]!.path, id: match.groups?.id };
  }
  return undefined;
}

/**
 * The page a notification may open: `url` when it resolves, against the shop's `origin`, to a page of that origin
 * (its path, query and fragment); the home page for anything else (`//elsewhere`, `/\elsewhere`, which a browser
 * reads as another host, an absolute address, `javascript:`, not text at all).
 */
export function ownPage(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/')) return '/';
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : '/';
  } catch {
    return '/';
  }
}

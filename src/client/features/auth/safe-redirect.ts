/** Only paths on this site: never `//evil.example` or `https://…`, which would make login an open redirect. */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}

/**
 * Only paths on this site: never `//evil.example` or `https://…`, which would make login an open redirect.
 * Without one, `home`.
 */
export function safeRedirect(target: string | undefined, home = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return home;
  return target;
}

/** Where someone signed in lands when no page sent them: a painter on their day, anyone else at home. */
export const landingOf = (role: string | undefined) => (role === 'painter' ? '/dashboard/today' : '/');

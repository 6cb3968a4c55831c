import { Link } from '@tanstack/react-router';

/**
 * The visit's own link, to see or cancel it later without an account. The shop gives it once, in the
 * booking's answer (`manageUrl`), so the page shows it as soon as it has it.
 */
export function ManageLink({ manageUrl }: { manageUrl: string | undefined }) {
  if (!manageUrl) return null;
  const address = new URL(manageUrl, window.location.origin);
  const id = address.pathname.split('/').pop() ?? '';
  const key = address.searchParams.get('key') ?? '';
  return (
    <p className="text-ink-muted">
      Keep this link to see or cancel your visit later, no account needed:{' '}
      <Link to="/visits/$id" params={{ id }} search={{ key }} className="break-all font-semibold text-brand">
        {address.href}
      </Link>
    </p>
  );
}

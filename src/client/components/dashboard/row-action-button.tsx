import type { ReactNode } from 'react';
import { useOnlineStatus } from '@/client/lib/use-online-status';

/** A danger action in a table row (Cancel, Delete): red outline, a full touch target. */
const dangerButtonClass = 'btn min-h-11 border border-accent px-4 py-2 text-accent hover:(bg-accent text-white)';

/**
 * A table row's action (Cancel, Delete, make admin…), named in full for screen readers. Changes need the
 * connection, so it is off offline, and while its change is on its way.
 */
export function RowActionButton({
  label,
  busy,
  onClick,
  className = dangerButtonClass,
  children,
}: {
  label: string;
  busy: boolean;
  onClick: () => unknown;
  className?: string;
  children: ReactNode;
}) {
  const online = useOnlineStatus();
  return (
    <button
      type="button"
      className={className}
      disabled={!online || busy}
      onClick={() => void onClick()}
      aria-label={label}
    >
      {children}
    </button>
  );
}

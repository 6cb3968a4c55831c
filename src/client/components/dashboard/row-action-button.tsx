import type { ReactNode } from 'react';
import { ConnectionButton } from '@/client/components/ui/connection-button';

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
  return (
    <ConnectionButton label={label} busy={busy} onClick={onClick} className={className}>
      {children}
    </ConnectionButton>
  );
}

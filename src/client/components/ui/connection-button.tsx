import type { ReactNode } from 'react';
import { useOnlineStatus } from '@/client/lib/use-online-status';

/**
 * A button whose change needs the connection: off offline, and while its change is on its way (`busy`).
 * `label`: its full name for screen readers, where the words on it are short (a table row's Delete).
 */
export function ConnectionButton({
  busy,
  className,
  label,
  onClick,
  children,
}: {
  busy: boolean;
  className: string;
  label?: string;
  onClick: () => unknown;
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

import type { ReactNode } from 'react';

/** A message above a form: `alert` for what went wrong, `status` for what the user should know. */
export function Notice({
  kind,
  className = '',
  children,
}: {
  kind: 'alert' | 'status';
  className?: string;
  children: ReactNode;
}) {
  const look = kind === 'alert' ? 'bg-accent-soft text-accent' : 'bg-sun-soft text-ink';
  return (
    <p role={kind} className={`rounded-lg px-4 py-3 text-sm font-semibold ${look} ${className}`}>
      {children}
    </p>
  );
}

import type { ReactNode } from 'react';
import { QueryBoundary } from '@/client/components/ui/query-boundary';

const placeholders = { table: 'card h-64 animate-pulse', form: 'card h-96 max-w-2xl animate-pulse' } as const;

/**
 * A dashboard page's body: its heading, and its data section with a placeholder of the section's shape
 * while it loads (a retry if it fails, and a word when it waits for the connection).
 */
export function DashboardSection({
  title,
  what,
  shape = 'table',
  children,
}: {
  title?: string;
  what: string;
  shape?: keyof typeof placeholders;
  children: ReactNode;
}) {
  return (
    <>
      {title && <h2 className="mb-4 font-display text-2xl font-bold text-ink">{title}</h2>}
      <QueryBoundary
        what={what}
        fallback={<div className={placeholders[shape]} role="status" aria-busy="true" aria-label={`Loading ${what}`} />}
      >
        {children}
      </QueryBoundary>
    </>
  );
}

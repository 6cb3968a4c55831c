import { useRouteContext } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { QueryBoundary } from '@/client/components/ui/query-boundary';

const placeholders = { table: 'card h-64 animate-pulse', form: 'card h-96 max-w-2xl animate-pulse' } as const;

type Section = {
  title?: string;
  what: string;
  shape?: keyof typeof placeholders;
  /** Shown when the shop says there is no such thing (or none this user may see). */
  notFound?: ReactNode;
};

/**
 * A dashboard page's body: its heading, and its data section with a placeholder of the section's shape
 * while it loads (a retry if it fails, and a word when it waits for the connection).
 */
export function DashboardSection({
  title,
  what,
  shape = 'table',
  notFound,
  children,
}: Section & { children: ReactNode }) {
  return (
    <>
      {title && <h2 className="mb-4 font-display text-2xl font-bold text-ink">{title}</h2>}
      <QueryBoundary
        what={what}
        notFound={notFound}
        fallback={<div className={placeholders[shape]} role="status" aria-busy="true" aria-label={`Loading ${what}`} />}
      >
        {children}
      </QueryBoundary>
    </>
  );
}

/** A dashboard page that is one section around `Body`, for a route's `component`. */
export const sectionPage = (Body: ComponentType, section: Section) =>
  function SectionPage() {
    return (
      <DashboardSection {...section}>
        <Body />
      </DashboardSection>
    );
  };

/** A dashboard page of the signed-in user's own data: one section around `Body`, given their email. */
export const ownSectionPage = (Body: ComponentType<{ email: string }>, section: Section) =>
  function OwnSectionPage() {
    const { session } = useRouteContext({ from: '/_auth' });
    return (
      <DashboardSection {...section}>
        <Body email={session.email} />
      </DashboardSection>
    );
  };

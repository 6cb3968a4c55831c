import { createFileRoute, useParams, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageBanner } from '@/client/components/layout/page-banner';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import { ManagedVisit, VisitLinkNotFound } from '@/client/features/visits/components/managed-visit';

/** A visit's manage link, `/visits/{id}?key=…`: the visit and its cancelling, for whoever holds the link. */
export const Route = createFileRoute('/visits/$id')({
  validateSearch: v.object({ key: v.optional(v.string(), '') }),
  component: VisitPage,
});

function VisitPage() {
  const { id } = useParams({ from: '/visits/$id' });
  const { key } = useSearch({ from: '/visits/$id' });
  return (
    <>
      <PageBanner title="Your visit" />
      <div className="page-container mx-auto max-w-3xl py-12">
        <QueryBoundary
          what="your visit"
          fallback={<div className="card h-64 animate-pulse" aria-hidden="true" />}
          notFound={<VisitLinkNotFound />}
        >
          <ManagedVisit id={id} manageKey={key} />
        </QueryBoundary>
      </div>
    </>
  );
}

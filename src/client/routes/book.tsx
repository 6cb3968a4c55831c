import { createFileRoute } from '@tanstack/react-router';
import { PageBanner } from '@/client/components/layout/page-banner';
import { slotsQueryOptions } from '@/client/features/visits/api/get-slots';
import { BookVisit } from '@/client/features/visits/components/book-visit';

export const Route = createFileRoute('/book')({
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(slotsQueryOptions()),
  component: BookPage,
});

function BookPage() {
  return (
    <>
      <PageBanner title="Book a consultation" />
      <div className="page-container py-12">
        <p className="mx-auto mb-8 max-w-3xl text-lg leading-relaxed text-ink-muted">
          A colour expert comes to you for a free half hour, with real swatches, and looks at your light. Choose a day
          and a time, then tell us where to come.
        </p>
        <div className="mx-auto max-w-5xl">
          <BookVisit />
        </div>
      </div>
    </>
  );
}

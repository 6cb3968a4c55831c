import { createFileRoute } from '@tanstack/react-router';
import { ConsultationBanner } from '@/client/features/home/components/consultation-banner';
import { Hero } from '@/client/features/home/components/hero';
import { StatsRow } from '@/client/features/home/components/stats-row';
import { reviewsQueryOptions } from '@/client/features/reviews/api/get-reviews';
import { ReviewsSection } from '@/client/features/reviews/components/reviews-section';
import { toolsQueryOptions } from '@/client/features/tools/api/get-tools';
import { ToolsSection } from '@/client/features/tools/components/tools-section';

export const Route = createFileRoute('/')({
  // A public page needs its loader and its component at once, so they come in one file.
  codeSplitGroupings: [
    ['loader', 'component'],
    ['pendingComponent', 'errorComponent', 'notFoundComponent'],
  ],
  // Started, not awaited: the hero paints at once and each section fills in as its data lands.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(toolsQueryOptions());
    void queryClient.prefetchQuery(reviewsQueryOptions());
  },
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <Hero />
      <StatsRow />
      <ToolsSection />
      <ConsultationBanner />
      <ReviewsSection />
    </>
  );
}

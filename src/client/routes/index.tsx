import { createFileRoute } from '@tanstack/react-router';
import { ConsultationBanner } from '@/client/features/home/components/consultation-banner';
import { Hero } from '@/client/features/home/components/hero';
import { StatsRow } from '@/client/features/home/components/stats-row';
import { reviewsQueryOptions } from '@/client/features/reviews/api/get-reviews';
import { ReviewsSection } from '@/client/features/reviews/components/reviews-section';
import { toolsQueryOptions } from '@/client/features/tools/api/get-tools';
import { ToolsSection } from '@/client/features/tools/components/tools-section';
import { addToCartFromCard } from '@/client/features/cart/components/cart-controls';
import { startQueries } from '@/client/lib/query-client';

export const Route = createFileRoute('/')({
  loader: startQueries(toolsQueryOptions, reviewsQueryOptions),
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <Hero />
      <StatsRow />
      <ToolsSection cardAction={addToCartFromCard} />
      <ConsultationBanner />
      <ReviewsSection />
    </>
  );
}

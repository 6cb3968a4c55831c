import { createFileRoute } from '@tanstack/react-router';
import { PageBanner } from '@/client/components/layout/page-banner';
import { AboutHero } from '@/client/features/about/components/about-hero';
import { reviewsQueryOptions } from '@/client/features/reviews/api/get-reviews';
import { ReviewsSection } from '@/client/features/reviews/components/reviews-section';
import { toolsQueryOptions } from '@/client/features/tools/api/get-tools';
import { ToolsSection } from '@/client/features/tools/components/tools-section';
import { addToCartFromCard } from '@/client/features/cart/components/cart-controls';
import { startQueries } from '@/client/lib/query-client';

export const Route = createFileRoute('/about')({
  loader: startQueries(toolsQueryOptions, reviewsQueryOptions),
  component: AboutPage,
});

function AboutPage() {
  return (
    <>
      <PageBanner title="About Us" />
      <AboutHero />
      <ToolsSection cardAction={addToCartFromCard} />
      <ReviewsSection />
    </>
  );
}

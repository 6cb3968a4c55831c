import { lazy, useEffect, useRef, useState } from 'react';
import { QueryBoundary } from '@/client/components/ui/query-boundary';

const ReviewsSlider = lazy(() => import('./reviews-slider'));

const sliderHeight = 'h-[19rem]';

function SliderPlaceholder() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading reviews"
      className={`${sliderHeight} flex items-start justify-center gap-6 overflow-hidden`}
    >
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          className={`card h-64 w-[min(20rem,82vw)] shrink-0 animate-pulse ${index === 1 ? '' : 'hidden md:block opacity-60'}`}
        />
      ))}
    </div>
  );
}

/** Mounts the slider only once it is about to scroll into view, keeping swiper off the first paint. */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

export function ReviewsSection() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <section aria-labelledby="reviews-title" className="bg-brand-soft py-16">
      <div className="page-container">
        <p className="section-eyebrow text-center">Reviews</p>
        <h2 id="reviews-title" className="section-title mt-1 text-center">
          What our customers say
        </h2>
        <div ref={ref} className={`mt-10 ${sliderHeight}`}>
          {near ? (
            <QueryBoundary what="the reviews" fallback={<SliderPlaceholder />}>
              <ReviewsSlider />
            </QueryBoundary>
          ) : (
            <SliderPlaceholder />
          )}
        </div>
      </div>
    </section>
  );
}

import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/pagination';
import { A11y, EffectCoverflow, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useReviews } from '../api/get-reviews';
import { StarRating } from './star-rating';

/** Swiper is heavy, so this file is loaded only when the reviews come near the screen. */
export default function ReviewsSlider() {
  const { data: reviews } = useReviews();
  if (reviews.length === 0)
    return <p className="text-center text-ink-muted">No reviews yet. Be the first to share yours.</p>;
  return (
    <Swiper
      modules={[EffectCoverflow, Pagination, Keyboard, A11y]}
      effect="coverflow"
      speed={300}
      grabCursor
      centeredSlides
      loop={reviews.length > 3}
      slidesPerView="auto"
      keyboard={{ enabled: true }}
      pagination={{ clickable: true }}
      coverflowEffect={{ rotate: 20, stretch: 0, depth: 120, modifier: 1, slideShadows: false }}
      a11y={{ containerMessage: 'Customer reviews', slideRole: 'group' }}
      className="!pb-12"
    >
      {reviews.map((review) => (
        <SwiperSlide key={review._id} className="!w-[min(20rem,82vw)]">
          <figure className="card flex h-64 flex-col p-6">
            <StarRating rating={review.rating} />
            <blockquote className="mt-4 line-clamp-5 flex-1 leading-relaxed text-ink-soft">{review.message}</blockquote>
            <figcaption className="mt-4 flex flex-wrap items-center gap-x-2 font-bold text-ink">
              {review.name}
              {review.verified && (
                <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-ink">
                  ✓ Verified customer
                </span>
              )}
            </figcaption>
          </figure>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

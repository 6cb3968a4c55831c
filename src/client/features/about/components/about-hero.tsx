import { GetStartedLink } from '@/client/components/ui/get-started-link';

const bullets = [
  'Licensed, insured crews with 15 years on the job',
  'Low-odour paints and spotless clean-up',
  'Fixed quotes, on-time finishes',
] as const;

export function AboutHero() {
  return (
    <section aria-labelledby="about-title" className="page-container grid items-center gap-10 py-16 md:grid-cols-2">
      <img
        src="/images/about.svg"
        alt="A Brushwork painter in overalls holding a brush"
        width="600"
        height="600"
        className="mx-auto aspect-square w-full max-w-sm rounded-full bg-brand-soft object-cover shadow-xl"
      />
      <div>
        <p className="section-eyebrow">About Us</p>
        <h2 id="about-title" className="section-title mt-2">
          We Are The Best Painting Service Company
        </h2>
        <p className="mt-4 leading-relaxed text-ink-muted">
          Brushwork started as two painters and a van. Today our crews paint hundreds of homes a year, and the tools we
          rely on are in our shop for you. Every job starts with careful preparation and ends with a walk-through, so
          the finish lasts.
        </p>
        <ul className="mt-6 space-y-3">
          {bullets.map((bullet) => (
            <li key={bullet} className="flex items-start gap-3 text-ink">
              <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className="mt-0.5 shrink-0 fill-brand">
                <path d="M10 1a9 9 0 100 18 9 9 0 000-18zm-1.2 12.6L4.9 9.7l1.4-1.4 2.5 2.5 4.9-4.9 1.4 1.4z" />
              </svg>
              {bullet}
            </li>
          ))}
        </ul>
        <GetStartedLink className="btn-accent mt-8" />
      </div>
    </section>
  );
}

import { GetStartedLink } from '@/client/components/ui/get-started-link';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-cream">
      <div className="page-container grid items-center gap-8 py-10 md:grid-cols-[5fr_6fr] md:py-16">
        <div>
          <p className="section-eyebrow">Painting services &amp; tools</p>
          <h1
            id="hero-title"
            className="mt-3 font-display text-4xl font-bold leading-tight text-ink sm:text-5xl lg:text-6xl"
          >
            Fresh colour, expertly done.
          </h1>
          <p className="mt-5 max-w-md text-lg leading-relaxed text-ink-muted">
            Our crews paint homes inside and out, and our shop sells the brushes, paints and repair tools they trust.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <GetStartedLink />
          </div>
        </div>
        <img
          src="/images/hero.svg"
          alt="A painter's roller finishing a teal living-room wall"
          width="1200"
          height="700"
          fetchPriority="high"
          className="aspect-[12/7] w-full rounded-3xl object-cover shadow-xl"
        />
      </div>
    </section>
  );
}

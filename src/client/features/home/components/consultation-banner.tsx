import { Link } from '@tanstack/react-router';

export function ConsultationBanner() {
  return (
    <section aria-labelledby="consultation-title" className="page-container py-16">
      <div className="grid items-center gap-8 overflow-hidden rounded-3xl bg-accent-soft md:grid-cols-2">
        <div className="p-8 sm:p-12">
          <p className="section-eyebrow">Free colour consultation</p>
          <h2 id="consultation-title" className="section-title mt-2">
            Not sure which colour? Ask a colour expert.
          </h2>
          <p className="mt-4 leading-relaxed text-ink-muted">
            Book a free half-hour visit. We bring real swatches, look at your light at different times of day, and leave
            you with a palette that works for every room.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/book" className="btn-primary">
              Book a consultation
            </Link>
            <Link to="/quote" className="btn-outline">
              Ask for a quote
            </Link>
          </div>
        </div>
        <img
          src="/images/consultation.svg"
          alt="Colour swatch cards and a colour wheel on a table"
          width="800"
          height="500"
          loading="lazy"
          decoding="async"
          className="aspect-[8/5] h-full w-full object-cover"
        />
      </div>
    </section>
  );
}

import { Link } from '@tanstack/react-router';

/** Title banner with the breadcrumb Home > page title. */
export function PageBanner({ title }: { title: string }) {
  return (
    <section className="relative overflow-hidden bg-ink text-white">
      <div aria-hidden="true" className="absolute -right-16 -top-20 h-64 w-64 rounded-full bg-brand-light/30" />
      <div aria-hidden="true" className="absolute -bottom-24 left-1/3 h-56 w-56 rounded-full bg-accent-light/25" />
      <div className="page-container relative py-12 sm:py-16">
        <h1 className="font-display text-4xl font-bold sm:text-5xl">{title}</h1>
        <nav aria-label="Breadcrumb" className="mt-3 text-sm">
          <ol className="flex items-center gap-2 text-white/85">
            <li>
              <Link to="/" className="underline-offset-4 hover:underline focus-ring rounded">
                Home
              </Link>
            </li>
            <li aria-hidden="true">&gt;</li>
            <li aria-current="page" className="font-semibold text-white">
              {title}
            </li>
          </ol>
        </nav>
      </div>
    </section>
  );
}

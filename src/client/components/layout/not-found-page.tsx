import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <section className="page-container flex flex-col items-center py-20 text-center">
      <p className="section-eyebrow">Error 404</p>
      <h1 className="section-title mt-2">This page has not been painted yet</h1>
      <p className="mt-3 max-w-md text-ink-muted">The address may be mistyped, or the page may have moved.</p>
      <Link to="/" className="btn-primary mt-8">
        Back to the home page
      </Link>
    </section>
  );
}

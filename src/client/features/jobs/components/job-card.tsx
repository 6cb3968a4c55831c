import type { ReactNode } from 'react';

/**
 * One card of the painter's job page (on site, the rooms, the photos, the sign-off…): a section named by its
 * heading `title`, with `tally` (how far the crew got) beside it when given, its parts `spacing` apart.
 */
export function JobCard({
  id,
  title,
  tally,
  spacing,
  children,
}: {
  id: string;
  title: string;
  tally?: ReactNode;
  spacing?: 'space-y-3' | 'space-y-4';
  children: ReactNode;
}) {
  const heading = (
    <h3 id={id} className="font-display text-lg font-bold text-ink">
      {title}
    </h3>
  );
  return (
    <section aria-labelledby={id} className={spacing ? `card ${spacing} p-5` : 'card p-5'}>
      {tally === undefined ? (
        heading
      ) : (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {heading}
          {tally}
        </div>
      )}
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';

/**
 * One card of the painter's job page (on site, the rooms, the photos, the sign-off…): a section named by its
 * heading `title`, its parts `spacing` apart.
 */
export function JobCard({
  id,
  title,
  spacing,
  children,
}: {
  id: string;
  title: string;
  spacing?: 'space-y-3' | 'space-y-4';
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={spacing ? `card ${spacing} p-5` : 'card p-5'}>
      <h3 id={id} className="font-display text-lg font-bold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A legal page's sections under their headings, each reachable by its own link (`#cookies`, say). */
export function LegalSections({ updated, sections }: { updated: string; sections: LegalSection[] }) {
  return (
    <article className="page-container mx-auto max-w-3xl space-y-10 py-12 leading-relaxed text-ink">
      <p className="text-sm text-ink-muted">Last updated {updated}.</p>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="space-y-3">
          <h2 id={`${section.id}-title`} className="font-display text-2xl font-bold">
            {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}

/** A list inside a legal page's section. */
export function LegalList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

import { QueryBoundary } from '@/client/components/ui/query-boundary';
import { useTools } from '../api/get-tools';
import { ToolCard, ToolCardSkeleton } from './tool-card';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

function ToolsGrid() {
  const { data: tools } = useTools();
  if (tools.length === 0)
    return <p className="text-ink-muted">No tools are listed right now. Please check back soon.</p>;
  return (
    <ul className={gridClass} aria-label="Tools">
      {tools.map((tool) => (
        <li key={tool._id} className="flex">
          <ToolCard tool={tool} />
        </li>
      ))}
    </ul>
  );
}

function ToolsGridSkeleton() {
  return (
    <div className={gridClass} role="status" aria-busy="true" aria-label="Loading tools">
      {Array.from({ length: 6 }, (_, index) => (
        <ToolCardSkeleton key={index} />
      ))}
    </div>
  );
}

/** The tools and services catalogue: the target of every Get Started button. */
export function ToolsSection() {
  return (
    <section id="tools" aria-labelledby="tools-title" className="scroll-mt-20 py-16">
      <div className="page-container">
        <p className="section-eyebrow">Shop the kit</p>
        <h2 id="tools-title" className="section-title mt-1">
          Our Tools &amp; Services
        </h2>
        <p className="mt-3 max-w-2xl text-ink-muted">
          The same brushes, paints and repair tools our crews use every day, ready to deliver.
        </p>
        <div className="mt-10">
          <QueryBoundary what="the tools" fallback={<ToolsGridSkeleton />}>
            <ToolsGrid />
          </QueryBoundary>
        </div>
      </div>
    </section>
  );
}

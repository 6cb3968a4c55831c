import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { matchesSearch } from '@/shared/stock';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import { useTools } from '../api/get-tools';
import type { Tool } from '../api/tool-wire';
import { ToolCard, ToolCardSkeleton } from './tool-card';

/** What a card offers beside buying now, for a tool as shown and when the shop produced it. */
export type CardAction = (tool: Tool, seenAt: number) => ReactNode;

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

function ToolsGrid({ search, cardAction }: { search: string; cardAction?: CardAction }) {
  const { data: tools, dataUpdatedAt } = useTools();
  if (tools.length === 0)
    return <p className="text-ink-muted">No tools are listed right now. Please check back soon.</p>;
  const found = tools.filter((tool) => matchesSearch(tool, search));
  return (
    <>
      <p role="status" className="mb-4 text-sm text-ink-muted">
        {search.trim() === ''
          ? `${tools.length} tools`
          : found.length === 0
            ? `No tools match “${search.trim()}”.`
            : `${found.length} of ${tools.length} tools match “${search.trim()}”.`}
      </p>
      <ToolsList tools={found} action={cardAction && ((tool) => cardAction(tool, dataUpdatedAt))} />
    </>
  );
}

function ToolsList({ tools, action }: { tools: Tool[]; action?: (tool: Tool) => ReactNode }) {
  if (tools.length === 0) return null;
  return (
    <ul className={gridClass} aria-label="Tools">
      {tools.map((tool) => (
        <li key={tool._id} className="flex">
          <ToolCard tool={tool} action={action?.(tool)} />
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

/** The tools and services catalogue: the target of every Get Started button, searchable as you type. */
export function ToolsSection({ cardAction }: { cardAction?: CardAction }) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  // Words typed into the server-rendered box before the app started are kept, not wiped by hydration.
  useEffect(() => {
    if (searchBox.current?.value) setSearch(searchBox.current.value);
  }, []);
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
        <div className="mt-8 max-w-md">
          <label htmlFor={searchId} className="field-label">
            Search the tools
          </label>
          <input
            id={searchId}
            ref={searchBox}
            type="search"
            className="field-input"
            placeholder="Roller, tape, drill…"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="mt-6">
          <QueryBoundary what="the tools" fallback={<ToolsGridSkeleton />}>
            <ToolsGrid search={search} cardAction={cardAction} />
          </QueryBoundary>
        </div>
      </div>
    </section>
  );
}

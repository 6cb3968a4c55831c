import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { inStock } from '@/shared/stock';
import type { Tool } from '../api/tool-wire';
import { ToolPhoto } from './tool-photo';

/** `action`: what else the card offers beside buying now (adding to the cart). */
export function ToolCard({ tool, action }: { tool: Tool; action?: ReactNode }) {
  return (
    <article className="card flex flex-col overflow-hidden">
      <ToolPhoto tool={tool} lazy className="aspect-[4/3] w-full bg-cream object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold text-ink">{tool.name}</h3>
        <p className={`mt-1 text-sm font-semibold ${inStock(tool) ? 'text-brand' : 'text-accent'}`}>
          {inStock(tool) ? 'In stock' : 'Out of stock'}
        </p>
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-ink-muted">{tool.desc}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to="/tools/$id" params={{ id: tool._id }} className="btn-accent" aria-label={`Buy Now: ${tool.name}`}>
            Buy Now
          </Link>
          {action}
        </div>
      </div>
    </article>
  );
}

export function ToolCardSkeleton() {
  return (
    <div aria-hidden="true" className="card overflow-hidden">
      <div className="aspect-[4/3] w-full animate-pulse bg-slate-200/70" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-2/3 rounded bg-slate-200/70" />
        <div className="h-3 w-full rounded bg-slate-200/70" />
        <div className="h-3 w-5/6 rounded bg-slate-200/70" />
        <div className="mt-5 h-11 w-28 rounded-full bg-slate-200/70" />
      </div>
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import type { Tool } from '../api/tool-wire';
import { inStock } from '@/shared/stock';
import { CardSkeleton, CoverImage } from '@/client/components/ui/cover-card';

export function ToolCard({ tool }: { tool: Tool }) {
  return (
    <article className="card flex flex-col overflow-hidden">
      <CoverImage src={tool.img} alt={tool.name} shape="photo" loading="lazy" />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold text-ink">{tool.name}</h3>
        <p
          className={`mt-1 text-sm font-semibold ${inStock(tool.minOrderQuantity, tool.orderQuantity) ? 'text-brand' : 'text-accent'}`}
        >
          {inStock(tool.minOrderQuantity, tool.orderQuantity) ? 'In stock' : 'Out of stock'}
        </p>
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-ink-muted">{tool.desc}</p>
        <Link
          to="/tools/$id"
          params={{ id: tool._id }}
          className="btn-accent mt-5 self-start"
          aria-label={`Buy Now: ${tool.name}`}
        >
          Buy Now
        </Link>
      </div>
    </article>
  );
}

export const ToolCardSkeleton = () => (
  <CardSkeleton
    shape="photo"
    padding="p-5"
    lines={['h-5 w-2/3', 'h-3 w-full', 'h-3 w-5/6']}
    button={<div className="mt-5 h-11 w-28 rounded-full bg-slate-200/70" />}
  />
);

import { type ReactNode, useState } from 'react';
import { formatDollars } from '@/shared/money';
import { isQuantityAllowed } from '@/shared/schemas/order';
import { inStock } from '@/shared/stock';
import { digitsOnly, keepDigits } from '@/client/components/ui/digits-field';
import { useTool } from '../api/get-tool';
import type { Tool } from '../api/tool-wire';
import { PaintCalculator } from './paint-calculator';
import { ToolPhoto } from './tool-photo';

/**
 * `addToCart`: the page's other way to buy, for the quantity chosen (disabled while it is not allowed), and, on a
 * paint, for what the paint calculator suggests (under its own label).
 */
export function ToolDetail({
  id,
  onPurchase,
  addToCart,
}: {
  id: string;
  onPurchase: (quantity: number) => void;
  addToCart?: (tool: Tool, seenAt: number, quantity: number, allowed: boolean, label?: string) => ReactNode;
}) {
  const { data: tool, dataUpdatedAt } = useTool(id);
  const [quantityText, setQuantityText] = useState(String(tool.minOrderQuantity));
  const quantity = Number(quantityText);
  const allowed = quantityText !== '' && isQuantityAllowed(quantity, tool.minOrderQuantity, tool.orderQuantity);
  const available = inStock(tool);
  const figures = [
    ['Minimum', tool.minOrderQuantity, 'bg-brand-soft'],
    ['Available', tool.orderQuantity, 'bg-brand-soft'],
    ['Price', formatDollars(tool.price), 'bg-sun-soft'],
  ] as const;
  const hint = !available
    ? 'Out of stock right now.'
    : `Choose between ${tool.minOrderQuantity} and ${tool.orderQuantity}.`;

  return (
    <article className="page-container grid gap-8 py-10 md:grid-cols-2 md:items-start">
      <ToolPhoto tool={tool} className="card aspect-[4/3] w-full bg-cream object-cover" />
      <div className="card p-6 sm:p-8">
        <h1 className="font-display text-3xl font-bold text-ink sm:text-4xl">{tool.name}</h1>
        {!available && (
          <p role="status" className="mt-3 rounded-lg bg-accent-soft px-4 py-2 font-semibold text-accent">
            Out of stock. Check back soon: we restock every week.
          </p>
        )}
        <p className="mt-3 leading-relaxed text-ink-muted">{tool.desc}</p>
        <dl className="mt-6 grid grid-cols-3 gap-3 text-center">
          {figures.map(([term, value, background]) => (
            <div key={term} className={`rounded-xl ${background} p-3`}>
              <dt className="text-xs font-bold uppercase tracking-wider text-ink-muted">{term}</dt>
              <dd className="mt-1 text-xl font-bold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <form
          className="mt-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (allowed) onPurchase(quantity);
          }}
        >
          <label htmlFor="quantity" className="field-label">
            Quantity
          </label>
          <div className="flex flex-wrap items-start gap-3">
            <input
              id="quantity"
              className="field-input max-w-36"
              value={quantityText}
              aria-describedby="quantity-hint"
              aria-invalid={allowed ? undefined : true}
              {...digitsOnly}
              onChange={(event) => setQuantityText(keepDigits(event.target.value))}
            />
            <button type="submit" className="btn-accent" disabled={!available || !allowed}>
              Purchase
            </button>
            {addToCart?.(tool, dataUpdatedAt, quantity, available && allowed)}
          </div>
          <p id="quantity-hint" className={`mt-2 text-sm ${allowed ? 'text-ink-muted' : 'text-accent'}`}>
            {hint}
            {allowed && ` Total ${formatDollars(quantity * tool.price)}.`}
          </p>
        </form>
        {tool.coverage && (
          <PaintCalculator
            coverage={tool.coverage}
            addToCart={(units, label) => addToCart?.(tool, dataUpdatedAt, units, available, label)}
          />
        )}
      </div>
    </article>
  );
}

export function ToolDetailSkeleton() {
  return (
    <div
      className="page-container grid gap-8 py-10 md:grid-cols-2"
      role="status"
      aria-busy="true"
      aria-label="Loading the tool"
    >
      <div className="card aspect-[4/3] w-full animate-pulse" />
      <div className="card h-96 animate-pulse" />
    </div>
  );
}

import type { ReactNode } from 'react';

/** A card's picture: a tool's photo (4:3) or a post's wide image (16:9), filling the card's width. */
const shapes = {
  photo: { width: 400, height: 300, aspect: 'aspect-[4/3]' },
  wide: { width: 800, height: 450, aspect: 'aspect-[16/9]' },
};
type Shape = keyof typeof shapes;

export function CoverImage({
  src,
  alt = '',
  shape,
  loading,
  className = '',
}: {
  src: string;
  alt?: string;
  shape: Shape;
  loading?: 'eager' | 'lazy';
  className?: string;
}) {
  const { width, height, aspect } = shapes[shape];
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={`${aspect} w-full bg-cream object-cover ${className}`}
    />
  );
}

/**
 * A card's grey shape while its data loads: its picture, then lines of text (each line's size as classes)
 * and, for a card that ends in a button, the button's. `status` names it for screen readers when it
 * stands alone (not within a list that says it loads).
 */
export function CardSkeleton({
  shape,
  lines,
  padding,
  button,
  status,
}: {
  shape: Shape;
  lines: string[];
  padding: string;
  button?: ReactNode;
  status?: string;
}) {
  const named = status ? { role: 'status', 'aria-busy': true, 'aria-label': status } : { 'aria-hidden': true };
  return (
    <div className="card overflow-hidden" {...named}>
      <div className={`${shapes[shape].aspect} w-full animate-pulse bg-slate-200/70`} />
      <div className={`space-y-3 ${padding}`}>
        {lines.map((line, index) => (
          <div key={index} className={`rounded bg-slate-200/70 ${line}`} />
        ))}
        {button}
      </div>
    </div>
  );
}

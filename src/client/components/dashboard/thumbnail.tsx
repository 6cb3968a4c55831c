/** A row's small picture in an admin table: decorative (the row names it), lazy, cropped to its box. */
export function Thumbnail({
  src,
  width,
  height,
  className,
}: {
  src: string;
  width: number;
  height: number;
  className: string;
}) {
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      className={`rounded-lg bg-cream object-cover ${className}`}
    />
  );
}

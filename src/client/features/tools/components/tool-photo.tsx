import type { Tool } from '../api/tool-wire';

/**
 * A tool's photo, named by the tool, at the 4:3 size the shop's photos are made at (so the page keeps its
 * place while it loads). `lazy`: where it may wait until it is scrolled near (the list of tools).
 */
export function ToolPhoto({ tool, className, lazy = false }: { tool: Tool; className: string; lazy?: boolean }) {
  return (
    <img
      src={tool.img}
      alt={tool.name}
      width="400"
      height="300"
      loading={lazy ? 'lazy' : undefined}
      decoding={lazy ? 'async' : undefined}
      className={className}
    />
  );
}

/** The dashboard tables' look, shared so every table reads the same on a tablet. */
export const tableClass = 'w-full min-w-[36rem] border-collapse text-left text-sm';
export const headCellClass =
  'border-b border-slate-200 px-4 py-3 text-xs font-bold uppercase tracking-wider text-ink-muted';
export const cellClass = 'border-b border-slate-100 px-4 py-3 align-middle';
export const dangerButtonClass = 'btn min-h-11 border border-accent px-4 py-2 text-accent hover:(bg-accent text-white)';

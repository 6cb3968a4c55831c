/** A moment as the viewer's clock and calendar show it: "23 Nov 2026, 3:45 PM". */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
}

/** An order's day in the spec's d/m/yyyy, on the viewer's calendar (the server's `date` is UTC's). */
export function formatOrderDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}`;
}

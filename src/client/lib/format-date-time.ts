/**
 * Made once: `toLocaleString` with options builds a formatter on every call, which cost milliseconds a row on
 * a slow phone and kept a long list's render from ever finishing while other updates came in.
 */
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** A moment as the viewer's clock and calendar show it: "23 Nov 2026, 3:45 PM". */
export function formatDateTime(iso: string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateTimeFormat.format(new Date(iso));
}

/** An order's day in the spec's d/m/yyyy, on the viewer's calendar (the server's `date` is UTC's). */
export function formatOrderDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}`;
}

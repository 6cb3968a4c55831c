/** In place of a page's content this person cannot have: what, then why, as an alert. */
export function AlertCard({ title, text }: { title: string; text: string }) {
  return (
    <div role="alert" className="card p-8 text-center">
      <h2 className="font-display text-2xl font-bold text-ink">{title}</h2>
      <p className="mt-2 text-ink-muted">{text}</p>
    </div>
  );
}

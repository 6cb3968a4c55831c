/** A job the shop does not have, or not for this person (an unassigned painter, another customer). */
export function JobNotFound() {
  return (
    <div role="alert" className="card p-8 text-center">
      <h2 className="font-display text-2xl font-bold text-ink">Job not found</h2>
      <p className="mt-2 text-ink-muted">This job does not exist, or it is not one of yours.</p>
    </div>
  );
}

/** An invoice the shop does not have, or not for this person. */
export function InvoiceNotFound() {
  return (
    <div role="alert" className="card p-8 text-center">
      <h2 className="font-display text-2xl font-bold text-ink">Invoice not found</h2>
      <p className="mt-2 text-ink-muted">This invoice does not exist, or it is not one of yours.</p>
    </div>
  );
}

/** A quote the shop does not show this user: none such, a draft not yet sent, or another customer's. */
export function QuoteNotFound() {
  return (
    <div role="alert" className="card p-8 text-center">
      <p className="font-semibold text-ink">This quote was not found.</p>
      <p className="mt-1 text-sm text-ink-muted">
        It may not have been sent yet, or it belongs to another account: sign in with the email it was sent to.
      </p>
    </div>
  );
}

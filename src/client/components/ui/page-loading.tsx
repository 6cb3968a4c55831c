/** A thin indeterminate bar at the top of the page while a route or the session loads. */
export function PageLoading() {
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-soft"
    >
      <div className="h-full w-1/3 animate-[loading-bar_1.1s_ease-in-out_infinite] bg-brand" />
    </div>
  );
}

/** A page's place held while its data loads: one card about as tall as the page will be (`height`, a class). */
export function PagePlaceholder({ height }: { height: string }) {
  return (
    <div className="page-container py-10" aria-busy="true">
      <div className={`card ${height} animate-pulse`} />
    </div>
  );
}

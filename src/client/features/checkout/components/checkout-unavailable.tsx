import { Link } from '@tanstack/react-router';
import { useSession } from '@/client/lib/auth/session';
import { checkoutDrafts } from '../checkout-draft';

/** The tool of the draft is no longer sold (the shop answers 404 for it): said once, with the way back. */
export function CheckoutToolGone() {
  const owner = useSession()?.email;
  return (
    <div className="page-container py-10">
      <section role="alert" className="card mx-auto max-w-2xl space-y-4 p-8 text-center">
        <h1 className="font-display text-3xl font-bold text-ink">This tool is no longer sold</h1>
        <p className="text-ink-muted">
          The tool you chose was taken out of the shop since. Nothing was ordered; choose another from the tools.
        </p>
        <Link to="/" hash="tools" className="btn-primary" onClick={() => owner && void checkoutDrafts.dropTool(owner)}>
          Back to the tools
        </Link>
      </section>
    </div>
  );
}

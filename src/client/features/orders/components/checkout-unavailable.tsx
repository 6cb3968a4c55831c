import { Link } from '@tanstack/react-router';
import type { Tool } from '@/shared/api-types';
import { checkoutDraft, type CheckoutDraft } from '../checkout-draft';

/**
 * Why a draft can no longer be ordered as chosen: the tool's minimum or its stock moved since. The draft
 * cannot change its quantity, so it would fail on every try; the person chooses again instead.
 */
export function draftNoLongerFits(draft: CheckoutDraft, tool: Tool): string | undefined {
  if (draft.quantity < tool.minOrderQuanity)
    return `${tool.name} is now sold from ${tool.minOrderQuanity} at a time; you chose ${draft.quantity}.`;
  if (draft.quantity > tool.orderQuanity)
    return tool.orderQuanity > 0
      ? `Only ${tool.orderQuanity} of ${tool.name} are left; you chose ${draft.quantity}.`
      : `${tool.name} is out of stock for now.`;
  return undefined;
}

/** The tool of the draft is no longer sold (the shop answers 404 for it): said once, with the way back. */
export function CheckoutToolGone() {
  return (
    <div className="page-container py-10">
      <section role="alert" className="card mx-auto max-w-2xl space-y-4 p-8 text-center">
        <h1 className="font-display text-3xl font-bold text-ink">This tool is no longer sold</h1>
        <p className="text-ink-muted">
          The tool you chose was taken out of the shop since. Nothing was ordered; choose another from the tools.
        </p>
        <Link to="/" hash="tools" className="btn-primary" onClick={() => checkoutDraft.clear()}>
          Back to the tools
        </Link>
      </section>
    </div>
  );
}

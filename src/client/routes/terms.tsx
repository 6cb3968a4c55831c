import { createFileRoute } from '@tanstack/react-router';
import { PageBanner } from '@/client/components/layout/page-banner';
import { TermsOfUse } from '@/client/features/legal/components/terms-of-use';

export const Route = createFileRoute('/terms')({ component: TermsPage });

function TermsPage() {
  return (
    <>
      <PageBanner title="Terms of use" />
      <TermsOfUse />
    </>
  );
}

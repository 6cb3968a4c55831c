import { createFileRoute } from '@tanstack/react-router';
import { PageBanner } from '@/client/components/layout/page-banner';
import { PrivacyPolicy } from '@/client/features/legal/components/privacy-policy';

export const Route = createFileRoute('/privacy')({ component: PrivacyPage });

function PrivacyPage() {
  return (
    <>
      <PageBanner title="Privacy policy" />
      <PrivacyPolicy />
    </>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { PageBanner } from '@/client/components/layout/page-banner';

export const Route = createFileRoute('/login')({
  component: LoginPage,
});

function LoginPage() {
  return <PageBanner title="Login" />;
}

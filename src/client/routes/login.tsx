import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '@/client/features/auth/components/login-form';
import { afterSignInSearch, homeIfSignedIn } from '@/client/lib/auth/signed-out-page';

export const Route = createFileRoute('/login')({
  validateSearch: afterSignInSearch,
  beforeLoad: homeIfSignedIn,
  component: LoginForm,
});

import { createFileRoute } from '@tanstack/react-router';
import { SignUpForm } from '@/client/features/auth/components/sign-up-form';
import { afterSignInSearch, homeIfSignedIn } from '@/client/lib/auth/signed-out-page';

export const Route = createFileRoute('/signUp')({
  validateSearch: afterSignInSearch,
  beforeLoad: homeIfSignedIn,
  component: SignUpForm,
});

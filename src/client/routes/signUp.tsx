import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { SignUpForm } from '@/client/features/auth/components/sign-up-form';
import { sessionStore } from '@/client/lib/auth/session';

export const Route = createFileRoute('/signUp')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  beforeLoad: () => {
    if (sessionStore.active()) throw redirect({ to: '/' });
  },
  component: SignUpPage,
});

function SignUpPage() {
  const { redirect: target } = Route.useSearch();
  return <SignUpForm redirect={target} />;
}

import { createFileRoute, redirect, useSearch } from '@tanstack/react-router';
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
  const { redirect: target } = useSearch({ from: '/signUp' });
  return <SignUpForm redirect={target} />;
}

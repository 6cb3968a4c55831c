import { createFileRoute, redirect, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginForm } from '@/client/features/auth/components/login-form';
import { sessionStore } from '@/client/lib/auth/session';

export const Route = createFileRoute('/login')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  beforeLoad: () => {
    if (sessionStore.active()) throw redirect({ to: '/' });
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirect: target } = useSearch({ from: '/login' });
  return <LoginForm redirect={target} />;
}

import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AuthAction } from '../use-auth-action';
import { SocialSignIn } from './social-sign-in';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="page-container flex justify-center py-10 sm:py-16">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="font-display text-3xl font-bold text-ink">{title}</h1>
        <p className="mt-1 text-ink-muted">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/**
 * Below the email form: the social sign-ins, then the way to the other form (login ⇄ sign up), which keeps
 * where to go once signed in.
 */
export function OtherWaysIn({
  action,
  redirect,
  question,
  to,
  children,
}: {
  action: AuthAction;
  redirect: string | undefined;
  question: string;
  to: '/login' | '/signUp';
  children: ReactNode;
}) {
  return (
    <>
      <p className="my-6 flex items-center gap-3 text-sm text-ink-muted before:(h-px flex-1 bg-slate-200 content-empty) after:(h-px flex-1 bg-slate-200 content-empty)">
        or
      </p>
      <SocialSignIn action={action} />
      <p className="mt-6 text-center text-sm text-ink-muted">
        {question}{' '}
        <Link
          to={to}
          search={redirect ? { redirect } : {}}
          className="font-semibold text-brand underline-offset-4 hover:underline"
        >
          {children}
        </Link>
      </p>
    </>
  );
}

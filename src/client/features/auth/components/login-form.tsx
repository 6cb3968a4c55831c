import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { loginSchema } from '@/shared/schemas/user';
import { Notice } from '@/client/components/ui/notice';
import { TextField } from '@/client/components/ui/text-field';
import { getErrorMessage } from '@/client/lib/api-client';
import { type FieldErrors, validateForm } from '@/client/lib/form';
import { toast } from '@/client/lib/toast';
import { authErrorMessage } from '../auth-errors';
import { sendPasswordReset, signInWithEmail } from '../sign-in-actions';
import { useAuthAction } from '../use-auth-action';
import { AuthCard, Divider } from './auth-card';
import { SocialSignIn } from './social-sign-in';

export function LoginForm({ redirect }: { redirect?: string }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const action = useAuthAction(redirect);
  const { busy, failure } = action;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(loginSchema, values);
    setErrors(checked.success ? {} : checked.errors);
    if (checked.success) void action.run(() => signInWithEmail(checked.output.email, checked.output.password));
  }

  async function handleForgotPassword() {
    const email = values.email.trim();
    if (!email) {
      setErrors({ email: 'Type your email address, then choose Forgot password.' });
      return;
    }
    try {
      await sendPasswordReset(email);
      toast.success(`If ${email} has an account, a password reset email is on its way.`);
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') {
        toast.success(`If ${email} has an account, a password reset email is on its way.`);
      } else {
        toast.error(authErrorMessage(error) ?? getErrorMessage(error));
      }
    }
  }

  return (
    <AuthCard title="Login" subtitle="Welcome back. Log in to buy tools and follow your orders.">
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        {failure && <Notice kind="alert">{failure}</Notice>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          value={values.email}
          onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
          value={values.password}
          onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
        />
        <div className="flex justify-end">
          <button
            type="button"
            className="rounded text-sm font-semibold text-brand underline-offset-4 hover:underline focus-ring"
            onClick={() => void handleForgotPassword()}
          >
            Forgot password?
          </button>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Logging in…' : 'Login'}
        </button>
      </form>
      <Divider />
      <SocialSignIn action={action} />
      <p className="mt-6 text-center text-sm text-ink-muted">
        New to Brushwork?{' '}
        <Link
          to="/signUp"
          search={redirect ? { redirect } : {}}
          className="font-semibold text-brand underline-offset-4 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}

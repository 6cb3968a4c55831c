import { useSearch } from '@tanstack/react-router';
import { loginSchema } from '@/shared/schemas/user';
import { Notice } from '@/client/components/ui/notice';
import { TextField } from '@/client/components/ui/text-field';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { authErrorMessage } from '../auth-errors';
import { sendPasswordReset, signInWithEmail } from '../sign-in-actions';
import { useAuthAction } from '../use-auth-action';
import { AuthCard, OtherWaysIn } from './auth-card';

export function LoginForm() {
  const { redirect } = useSearch({ strict: false });
  const action = useAuthAction(redirect);
  const { busy, failure } = action;
  const { values, field, setErrors, handleSubmit } = useSchemaForm(
    loginSchema,
    ({ email, password }) => action.run(() => signInWithEmail(email, password)),
    { initialValues: { email: '', password: '' } },
  );

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
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
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
      <OtherWaysIn action={action} redirect={redirect} question="New to Brushwork?" to="/signUp">
        Create an account
      </OtherWaysIn>
    </AuthCard>
  );
}

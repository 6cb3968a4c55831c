import { Link, useSearch } from '@tanstack/react-router';
import { signUpSchema } from '@/shared/schemas/user';
import { Notice } from '@/client/components/ui/notice';
import { TextField } from '@/client/components/ui/text-field';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { signUpWithEmail } from '../sign-in-actions';
import { useAuthAction } from '../use-auth-action';
import { AuthCard, OtherWaysIn } from './auth-card';

export function SignUpForm() {
  const { redirect } = useSearch({ strict: false });
  const action = useAuthAction(redirect);
  const { busy, failure } = action;
  const { field: bind, handleSubmit } = useSchemaForm(
    signUpSchema,
    ({ name, email, password }) => action.run(() => signUpWithEmail(name, email, password)),
    { initialValues: { name: '', email: '', password: '' } },
  );

  return (
    <AuthCard title="Sign Up" subtitle="Create an account to order tools and track deliveries.">
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        {failure && <Notice kind="alert">{failure}</Notice>}
        <TextField label="Name" autoComplete="name" required {...bind('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" required {...bind('password')} />
        <p className="text-sm text-ink-muted">
          By signing up you accept our{' '}
          <Link to="/terms" className="text-brand underline focus-ring">
            Terms of use
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="text-brand underline focus-ring">
            Privacy policy
          </Link>
          .
        </p>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Creating your account…' : 'Sign Up'}
        </button>
      </form>
      <OtherWaysIn action={action} redirect={redirect} question="Already have an account?" to="/login">
        Login
      </OtherWaysIn>
    </AuthCard>
  );
}

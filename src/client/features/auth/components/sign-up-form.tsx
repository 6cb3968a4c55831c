import { Link } from '@tanstack/react-router';
import { signUpSchema } from '@/shared/schemas/user';
import { Notice } from '@/client/components/ui/notice';
import { TextField } from '@/client/components/ui/text-field';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { signUpWithEmail } from '../sign-in-actions';
import { useAuthAction } from '../use-auth-action';
import { AuthCard, Divider } from './auth-card';
import { SocialSignIn } from './social-sign-in';

export function SignUpForm({ redirect }: { redirect?: string }) {
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
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Creating your account…' : 'Sign Up'}
        </button>
      </form>
      <Divider />
      <SocialSignIn action={action} />
      <p className="mt-6 text-center text-sm text-ink-muted">
        Already have an account?{' '}
        <Link
          to="/login"
          search={redirect ? { redirect } : {}}
          className="font-semibold text-brand underline-offset-4 hover:underline"
        >
          Login
        </Link>
      </p>
    </AuthCard>
  );
}

import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { signUpSchema } from '@/shared/schemas/user';
import { Notice } from '@/client/components/ui/notice';
import { TextField } from '@/client/components/ui/text-field';
import { type FieldErrors, validateForm } from '@/client/lib/form';
import { signUpWithEmail } from '../sign-in-actions';
import { useAuthAction } from '../use-auth-action';
import { AuthCard, Divider } from './auth-card';
import { SocialSignIn } from './social-sign-in';

export function SignUpForm({ redirect }: { redirect?: string }) {
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const action = useAuthAction(redirect);
  const { busy, failure } = action;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(signUpSchema, values);
    setErrors(checked.success ? {} : checked.errors);
    if (checked.success)
      void action.run(() => signUpWithEmail(checked.output.name, checked.output.email, checked.output.password));
  }

  const bind = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

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

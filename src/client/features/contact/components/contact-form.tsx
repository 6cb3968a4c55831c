import { type FormEvent, useState } from 'react';
import { contactMessageSchema, joinName } from '@/shared/schemas/contact';
import { Notice } from '@/client/components/ui/notice';
import { TextAreaField, TextField } from '@/client/components/ui/text-field';
import { ApiError, getErrorMessage } from '@/client/lib/api-client';
import { type FieldErrors, validateForm } from '@/client/lib/form';
import { toast } from '@/client/lib/toast';
import { useInteractive } from '@/client/lib/use-hydrated';
import { useOutboxSubmit } from '@/client/lib/outbox/use-outbox-submit';

const emptyForm = { firstName: '', lastName: '', email: '', subject: '', msg: '' };

export function ContactForm() {
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { submit, sending, savedForLater } = useOutboxSubmit('contact');
  const interactive = useInteractive();

  const field = (name: keyof typeof emptyForm) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(contactMessageSchema, {
      name: joinName(values.firstName, values.lastName),
      email: values.email,
      subject: values.subject,
      msg: values.msg,
    });
    if (!checked.success) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const outcome = await submit(checked.output, `Message: ${checked.output.subject}`);
      if (outcome.status === 'sent') toast.success('Your msg has been sent');
      setValues(emptyForm);
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) {
        setErrors(Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])));
      }
      toast.error(getErrorMessage(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="card grid gap-5 p-6 sm:grid-cols-2 sm:p-8"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="font-display text-2xl font-bold text-ink sm:col-span-2">
        Send us a message
      </h2>
      {savedForLater && (
        <Notice kind="status" className="sm:col-span-2">
          {savedForLater}
        </Notice>
      )}
      <fieldset disabled={!interactive} className="contents">
        <TextField label="First name" autoComplete="given-name" required error={errors.name} {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          className="sm:col-span-2"
          {...field('email')}
        />
        <TextField label="Subject" required error={errors.subject} className="sm:col-span-2" {...field('subject')} />
        <TextAreaField label="Message" required error={errors.msg} className="sm:col-span-2" {...field('msg')} />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
            {sending ? 'Sending…' : 'Send message'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

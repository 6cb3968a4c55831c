import { type MessageInput, messageSchema, joinName } from '@/shared/schemas/message';
import { KeptEntryNotice } from '@/client/components/layout/kept-entry-notice';
import { TextAreaField, TextField } from '@/client/components/ui/text-field';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useInteractive } from '@/client/lib/use-hydrated';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { useOutboxSubmit } from '@/client/lib/outbox/use-outbox-submit';
import { refusedFields, takeBackEntry, useTakenBack } from '@/client/lib/outbox/taken-back';
import { useEffect, useState } from 'react';
import { outboxKind as messageOutboxKind } from '../outbox-kind';

const emptyForm = { firstName: '', lastName: '', email: '', subject: '', msg: '' };

/** A message as the form's fields. */
function formValues(message: MessageInput) {
  const [firstName = '', ...rest] = message.name.split(' ');
  return { firstName, lastName: rest.join(' '), email: message.email, subject: message.subject, msg: message.msg };
}

/** The message's name is the form's first and last name: the shop's word on it goes under the first. */
const fieldOf = { name: 'firstName' } as const;

export function MessageForm() {
  const { submit, sending, kept } = useOutboxSubmit(messageOutboxKind);
  const interactive = useInteractive();
  // A refused message taken back from the outbox: its values, and the fields the shop found wrong.
  const [taken] = useState(() => takeBackEntry(messageOutboxKind));
  const [initialValues] = useState(() => (taken ? formValues(taken.payload) : emptyForm));
  const { field, setValues, setErrors, handleSubmit } = useSchemaForm(
    messageSchema,
    async (message) => {
      const outcome = await submit(message, `Message: ${message.subject}`);
      if (outcome.status === 'sent') toast.success('Your msg has been sent');
      setValues(emptyForm);
    },
    {
      initialValues,
      toInput: ({ firstName, lastName, ...rest }) => ({ name: joinName(firstName, lastName), ...rest }),
      fieldOf,
      onError: (error) => toast.error(getErrorMessage(error)),
    },
  );
  useEffect(() => setErrors(refusedFields(taken, fieldOf)), [taken, setErrors]);
  useTakenBack(messageOutboxKind, (entry) => {
    setValues(formValues(entry.payload));
    setErrors(refusedFields(entry, fieldOf));
  });

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
      <KeptEntryNotice kept={kept} sent={() => 'Sent — the shop has your message.'} className="sm:col-span-2" />
      <fieldset disabled={!interactive} className="contents">
        <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required

          className="sm:col-span-2"
          {...field('email')}
        />
        <TextField label="Subject" required className="sm:col-span-2" {...field('subject')} />
        <TextAreaField label="Message" required className="sm:col-span-2" {...field('msg')} />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
            {sending ? 'Sending…' : 'Send message'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

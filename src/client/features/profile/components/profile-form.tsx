import { profileUpdateSchema } from '@/shared/schemas/user';
import { digitsOnly, keepDigits } from '@/client/components/ui/digits-field';
import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { Field, TextField } from '@/client/components/ui/text-field';
import { languageNames, languages } from '@/shared/languages';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { type BoundField, useSchemaForm } from '@/client/lib/use-schema-form';
import { useUser } from '../api/get-user';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileForm({ email }: { email: string }) {
  const { data: user, dataUpdatedAt } = useUser(email);
  const online = useOnlineStatus();
  const update = useUpdateProfile(email);
  const { field, handleSubmit } = useSchemaForm(
    profileUpdateSchema,
    async (profile) => {
      await update.mutateAsync(profile);
      toast.success('Your Profile has been updated');
    },
    {
      initialValues: { address: user.address, state: user.state, zip: user.zip, language: user.language },
      onError: (error) => toast.error(getErrorMessage(error)),
    },
  );

  return (
    <form noValidate onSubmit={handleSubmit} className="card grid max-w-2xl gap-5 p-6 sm:grid-cols-2 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink sm:col-span-2">My profile</h2>
      <OfflineChangesNotice what="your profile" savedAt={dataUpdatedAt} className="sm:col-span-2" />
      <TextField label="Name" value={user.name} readOnly className="sm:col-span-2" />
      <TextField label="Email" type="email" value={user.email} readOnly className="sm:col-span-2" />
      <TextField label="Address" autoComplete="street-address" className="sm:col-span-2" {...field('address')} />
      <TextField label="State" autoComplete="address-level1" {...field('state')} />
      <TextField label="Zip" autoComplete="postal-code" maxLength={10} {...digitsOnly} {...field('zip', keepDigits)} />
      <LanguageField {...field('language')} />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!online || update.isPending}>
          {update.isPending ? 'Updating…' : 'Update'}
        </button>
      </div>
    </form>
  );
}

/** The language of the person's pages, mail and push, each language offered by its own name. */
function LanguageField({ error, ...select }: BoundField) {
  return (
    <Field label="Language" error={error} className="sm:col-span-2">
      {(control) => (
        <select className="field-select" {...control} {...select}>
          {languages.map((language) => (
            <option key={language} value={language} lang={language}>
              {languageNames[language]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

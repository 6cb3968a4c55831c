import { type FormEvent, useState } from 'react';
import { profileUpdateSchema } from '@/shared/schemas/user';
import { digitsOnly, keepDigits } from '@/client/components/ui/digits-field';
import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { TextField } from '@/client/components/ui/text-field';
import { getErrorMessage } from '@/client/lib/api-client';
import { type FieldErrors, validateForm } from '@/client/lib/form';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useUser } from '../api/get-user';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileForm({ email }: { email: string }) {
  const { data: user, dataUpdatedAt } = useUser(email);
  const online = useOnlineStatus();
  const [values, setValues] = useState({ address: user.address, state: user.state, zip: user.zip });
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateProfile(email);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(profileUpdateSchema, values);
    if (!checked.success) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(checked.output);
      toast.success('Your Profile has been updated');
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="card grid max-w-2xl gap-5 p-6 sm:grid-cols-2 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink sm:col-span-2">My profile</h2>
      <OfflineChangesNotice what="your profile" savedAt={dataUpdatedAt} className="sm:col-span-2" />
      <TextField label="Name" value={user.name} readOnly className="sm:col-span-2" />
      <TextField label="Email" type="email" value={user.email} readOnly className="sm:col-span-2" />
      <TextField
        label="Address"
        autoComplete="street-address"
        className="sm:col-span-2"
        error={errors.address}
        value={values.address}
        onChange={(event) => setValues((current) => ({ ...current, address: event.target.value }))}
      />
      <TextField
        label="State"
        autoComplete="address-level1"
        error={errors.state}
        value={values.state}
        onChange={(event) => setValues((current) => ({ ...current, state: event.target.value }))}
      />
      <TextField
        label="Zip"
        autoComplete="postal-code"
        maxLength={10}
        error={errors.zip}
        value={values.zip}
        {...digitsOnly}
        onChange={(event) => setValues((current) => ({ ...current, zip: keepDigits(event.target.value) }))}
      />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!online || update.isPending}>
          {update.isPending ? 'Updating…' : 'Update'}
        </button>
      </div>
    </form>
  );
}

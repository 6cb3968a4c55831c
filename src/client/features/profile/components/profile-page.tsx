import { MailPreferencesForm } from './mail-preferences-form';
import { ProfileForm } from './profile-form';
import { SignOutEverywhere } from './sign-out-everywhere';

/** My profile: the profile's form, the mail the user receives, and the user's devices. */
export function ProfilePage({ email }: { email: string }) {
  return (
    <>
      <ProfileForm email={email} />
      <MailPreferencesForm email={email} />
      <SignOutEverywhere />
    </>
  );
}

import { MailPreferencesForm } from './mail-preferences-form';
import { ProfileForm } from './profile-form';
import { SignOutEverywhere } from './sign-out-everywhere';
import { YourData } from './your-data';

/** My profile: the profile's form, the mail the user receives, the user's devices, and their data. */
export function ProfilePage({ email }: { email: string }) {
  return (
    <>
      <ProfileForm email={email} />
      <MailPreferencesForm email={email} />
      <SignOutEverywhere />
      <YourData email={email} />
    </>
  );
}

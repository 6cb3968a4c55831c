import { ProfileForm } from './profile-form';
import { SignOutEverywhere } from './sign-out-everywhere';

/** My profile: the profile's form, and the user's devices. */
export function ProfilePage({ email }: { email: string }) {
  return (
    <>
      <ProfileForm email={email} />
      <SignOutEverywhere />
    </>
  );
}

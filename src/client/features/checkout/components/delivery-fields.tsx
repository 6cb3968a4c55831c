import type { User } from '@/shared/answers/people';
import { digitsOnly, keepDigits } from '@/client/components/ui/digits-field';
import { TextField } from '@/client/components/ui/text-field';
import type { FieldBinder } from '@/client/lib/use-schema-form';

/** Where an order goes, as the checkout's form holds it. */
export type Delivery = { address: string; state: string; zip: string };

/** The form's field for each of the order's delivery fields, where the server's issues are shown. */
export const deliveryFieldOf = { userAddress: 'address', userState: 'state', userZip: 'zip' } as const;

/** The delivery as the order's body names it. */
export const deliveryInput = ({ address, state, zip }: Delivery) => ({
  userAddress: address,
  userState: state,
  userZip: zip,
});

/** What the form starts with: what was typed before, else the profile's address. */
export const deliveryStart = (
  profile: Pick<User, 'address' | 'state' | 'zip'>,
  typed: Partial<Delivery> = {},
): Delivery => ({
  address: typed.address ?? profile.address,
  state: typed.state ?? profile.state,
  zip: typed.zip ?? profile.zip,
});

/** Who orders (from the profile, read-only) and where to: the checkout's fields. */
export function DeliveryFields({
  profile,
  field,
}: {
  profile: Pick<User, 'name' | 'email'>;
  field: FieldBinder<keyof Delivery>;
}) {
  return (
    <>
      <TextField label="Name" value={profile.name} readOnly />
      <TextField label="Email" type="email" value={profile.email} readOnly />
      <TextField
        label="Address"
        autoComplete="street-address"
        className="sm:col-span-2"
        required
        {...field('address')}
      />
      <TextField label="State" autoComplete="address-level1" required {...field('state')} />
      <TextField
        label="Zip"
        autoComplete="postal-code"
        required
        maxLength={10}
        {...digitsOnly}
        {...field('zip', keepDigits)}
      />
    </>
  );
}

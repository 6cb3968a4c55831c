import type { User } from '@/shared/answers/people';
import type { DeliveryMethod } from '@/shared/schemas/books';
import { shopPostalAddress } from '@/shared/shop-details';
import { shopHours } from '@/shared/shop-hours';
import { digitsOnly, keepDigits } from '@/client/components/ui/digits-field';
import { TextField } from '@/client/components/ui/text-field';
import type { FieldBinder } from '@/client/lib/use-schema-form';

/** Where an order goes, as the checkout's form holds it: delivered to the address, or picked up at the shop. */
export type Delivery = { address: string; state: string; zip: string; method: DeliveryMethod };

/** The form's field for each of the order's delivery fields, where the server's issues are shown. */
export const deliveryFieldOf = {
  userAddress: 'address',
  userState: 'state',
  userZip: 'zip',
  delivery: 'method',
} as const;

/** The delivery as the order's body names it. */
export const deliveryInput = ({ address, state, zip, method }: Delivery) => ({
  userAddress: address,
  userState: state,
  userZip: zip,
  delivery: method,
});

/** What the form starts with: what was typed before, else the profile's address. */
export const deliveryStart = (
  profile: Pick<User, 'address' | 'state' | 'zip'>,
  typed: Partial<Delivery> = {},
): Delivery => ({
  address: typed.address ?? profile.address,
  state: typed.state ?? profile.state,
  zip: typed.zip ?? profile.zip,
  method: typed.method ?? 'ship',
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

const hour = (minute: number) => `${minute / 60}:00`;

/**
 * How the order reaches its customer, where the shop offers a choice: delivered to the address, or collected at
 * the shop (its address and opening hours shown), for nothing.
 */
export function DeliveryChoice({
  method,
  onChange,
  error,
}: {
  method: DeliveryMethod;
  onChange: (method: DeliveryMethod) => void;
  error?: string;
}) {
  const option = 'flex min-h-11 items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand';
  return (
    <fieldset className="grid gap-2 sm:col-span-2" aria-describedby={error ? 'delivery-error' : undefined}>
      <legend className="field-label">How it reaches you</legend>
      <label className={option}>
        <input
          type="radio"
          name="delivery"
          className="mt-1"
          checked={method === 'ship'}
          onChange={() => onChange('ship')}
        />
        <span>Delivery to the address below</span>
      </label>
      <label className={option}>
        <input
          type="radio"
          name="delivery"
          className="mt-1"
          checked={method === 'pickup'}
          onChange={() => onChange('pickup')}
        />
        <span>
          Pick up at the shop, for nothing
          <span className="block text-sm text-ink-muted">
            {shopPostalAddress}; weekdays {hour(shopHours.opensAtMinute)}–{hour(shopHours.closesAtMinute)}
          </span>
        </span>
      </label>
      {error && (
        <p id="delivery-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

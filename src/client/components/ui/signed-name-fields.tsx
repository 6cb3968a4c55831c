import { type RefObject, useRef, useState } from 'react';
import * as v from 'valibot';
import { type SignatureHandle, SignatureField } from './signature-field';
import { TextField } from './text-field';

type Signed = { signedName: string; signature: string };
type Errors = { signedName?: string; signature?: string };

type Signing = {
  signature: RefObject<SignatureHandle | null>;
  signedName: string;
  setSignedName: (name: string) => void;
  setSigned: (signed: boolean) => void;
  errors: Errors;
  setErrors: (change: (before: Errors) => Errors) => void;
};

/**
 * A typed full name and a drawn signature, checked together by `schema`. `check()` shows what is wrong and
 * gives the checked pair, or undefined; `unsigned` is what to say when nothing is drawn yet.
 */
export function useSignedName(schema: v.GenericSchema<Signed>, unsigned: string) {
  const signature = useRef<SignatureHandle>(null);
  const [signedName, setSignedName] = useState('');
  const [signed, setSigned] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  function check(): Signed | undefined {
    const drawn = signed ? signature.current?.toPng() : undefined;
    const checked = v.safeParse(schema, { signedName, signature: drawn ?? '' });
    const found: Errors = {
      signedName: checked.issues?.find((issue) => issue.path?.[0]?.key === 'signedName')?.message,
      signature: !signed
        ? unsigned
        : drawn
          ? undefined
          : 'The signature is too large to send: clear it and sign again.',
    };
    setErrors(found);
    return checked.success && !found.signature ? checked.output : undefined;
  }

  const fields: Signing = { signature, signedName, setSignedName, setSigned, errors, setErrors };
  return { check, fields };
}

/** The name's field and the signature's box of a `useSignedName` form. */
export function SignedNameFields({
  fields,
  label,
  autoComplete,
}: {
  fields: Signing;
  label: string;
  autoComplete: string;
}) {
  const { signature, signedName, setSignedName, setSigned, errors, setErrors } = fields;
  return (
    <>
      <TextField
        label={label}
        name="signedName"
        autoComplete={autoComplete}
        value={signedName}
        onChange={(event) => setSignedName(event.target.value)}
        error={errors.signedName}
        maxLength={120}
        required
      />
      <SignatureField
        ref={signature}
        error={errors.signature}
        onSignedChange={(drawn) => {
          setSigned(drawn);
          if (drawn) setErrors((before) => ({ ...before, signature: undefined }));
        }}
      />
    </>
  );
}

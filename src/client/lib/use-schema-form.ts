import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { ApiError } from './api-client';

export type FieldErrors = Partial<Record<string, string>>;
type Issue = { path: string; message: string };

/** The props of a text field bound to one of a form's values. */
export type BoundField = {
  name: string;
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
};

/** A form's `field`, as a part that shows some of the form's fields takes it. */
export type FieldBinder<Name extends string> = (name: Name, keep?: (typed: string) => string) => BoundField;

/**
 * Binds text fields to a record of values: each field shows its value and its error, and hands what is
 * typed (through `keep`, which filters it: digits only, say) to `set`. For forms that keep their values
 * themselves (a draft, a list of rooms) as much as for `useSchemaForm`.
 */
export function bindFields<Name extends string>(
  values: Partial<Record<Name, unknown>>,
  errorOf: (name: Name) => string | undefined,
  set: (name: Name, typed: string) => void,
): FieldBinder<Name> {
  return (name, keep = (typed) => typed) => ({
    name,
    value: String(values[name] ?? ''),
    error: errorOf(name),
    onChange: (event) => set(name, keep(event.target.value)),
  });
}

/**
 * A form checked by a shared valibot schema: its values, the first error of each field (from the schema
 * before sending, and from the server's 422 `issues` after), and whether it is sending. `toInput` turns
 * the form's values into the schema's input where they differ (digits typed as text, say), and `fieldOf`
 * names the form field that shows an issue of the schema's path where the names differ.
 */
export function useSchemaForm<TSchema extends v.GenericSchema, TValues extends Record<string, unknown>>(
  schema: TSchema,
  submit: (output: v.InferOutput<TSchema>) => Promise<unknown>,
  {
    initialValues,
    toInput = (values) => values,
    fieldOf = {},
    onError,
  }: {
    initialValues: TValues;
    toInput?: (values: TValues) => unknown;
    fieldOf?: Partial<Record<string, keyof TValues & string>>;
    /** What else to do with a failed submit (a toast, a notice); field errors are shown already. */
    onError?: (error: unknown) => void;
  },
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const toFieldErrors = (issues: Issue[]) => {
    const found: FieldErrors = {};
    for (const { path, message } of issues) found[fieldOf[path] ?? path] ??= message;
    return found;
  };

  const setValue = <Name extends keyof TValues>(name: Name, value: TValues[Name]) =>
    setValues((current) => ({ ...current, [name]: value }));

  /** The props of a text field bound to `name`; `keep` filters what is typed (digits only, say). */
  const field = bindFields<keyof TValues & string>(
    values,
    (name) => errors[name],
    (name, typed) => setValue(name, typed as TValues[typeof name]),
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = v.safeParse(schema, toInput(values));
    if (!checked.success) {
      setErrors(
        toFieldErrors(checked.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }))),
      );
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await submit(checked.output);
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) setErrors(toFieldErrors(error.issues));
      onError?.(error);
    } finally {
      setPending(false);
    }
  }

  return { values, setValue, setValues, field, errors, setErrors, pending, handleSubmit };
}

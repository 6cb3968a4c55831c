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
  const field = (name: keyof TValues & string, keep: (typed: string) => string = (typed) => typed): BoundField => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValue(name, keep(event.target.value) as TValues[typeof name]),
  });

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

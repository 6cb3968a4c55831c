import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

type Common = { label: string; error?: string };
type Control = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A labelled form control with its error below it, linked for screen readers. */
export function Field({
  label,
  error,
  className,
  children,
}: Common & { className?: string; children: (control: Control) => ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, error, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => <input className="field-input" {...control} {...input} />}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  className,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => <textarea className="field-input min-h-36 resize-y" {...control} {...textarea} />}
    </Field>
  );
}

import type { FormEvent, ReactNode } from 'react';
import { digitsOnly, keepDigits, keepMoney, moneyOnly } from '@/client/components/ui/digits-field';
import { TextAreaField, TextField } from '@/client/components/ui/text-field';
import type { FieldBinder } from '@/client/lib/use-schema-form';
import { coverageUnits } from '@/shared/schemas/tool';
import type { Tool } from '../api/tool-wire';

/**
 * A tool's fields as typed: quantities and price are text until the form is sent. A paint's coverage is
 * square feet a unit covers, left empty for a tool that is not a paint.
 */
export type ToolFormValues = {
  name: string;
  desc: string;
  minOrderQuantity: string;
  orderQuantity: string;
  price: string;
  coverageSqft: string;
  coverageUnit: string;
};

export const toolFormValues = (tool?: Tool): ToolFormValues => ({
  name: tool?.name ?? '',
  desc: tool?.desc ?? '',
  minOrderQuantity: String(tool?.minOrderQuantity ?? 1),
  orderQuantity: tool ? String(tool.orderQuantity) : '',
  price: tool ? tool.price.toFixed(2) : '',
  coverageSqft: tool?.coverage ? String(tool.coverage.sqftPerUnit) : '',
  coverageUnit: tool?.coverage?.unit ?? 'gallon',
});

/** The values as the schema reads them: quantities parsed as whole numbers, the price in dollars. */
export const toolFormInput = <TValues extends ToolFormValues>({ coverageSqft, coverageUnit, ...values }: TValues) => ({
  ...values,
  minOrderQuantity: Number.parseInt(values.minOrderQuantity, 10),
  orderQuantity: Number.parseInt(values.orderQuantity, 10),
  price: values.price === '' ? Number.NaN : Number(values.price),
  coverage: coverageSqft === '' ? null : { sqftPerUnit: Number.parseInt(coverageSqft, 10), unit: coverageUnit },
});

/**
 * The product form of the admin's add and update pages: name, description, minimum order, quantity and
 * price (digits only), with what a page adds (an image) after the description and before the button.
 */
export function ToolForm({
  title,
  notice,
  field,
  onSubmit,
  media,
  footer,
  submitLabel,
  disabled,
}: {
  title: string;
  notice: ReactNode;
  field: FieldBinder<keyof ToolFormValues & string>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  media?: ReactNode;
  footer?: ReactNode;
  submitLabel: string;
  disabled: boolean;
}) {
  const whole = (name: 'minOrderQuantity' | 'orderQuantity') => ({ ...digitsOnly, ...field(name, keepDigits) });
  return (
    <form noValidate onSubmit={onSubmit} className="card grid max-w-2xl gap-5 p-6 sm:grid-cols-3 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink sm:col-span-3">{title}</h2>
      {notice}
      <TextField label="Name" className="sm:col-span-3" {...field('name')} />
      <TextAreaField label="Description" className="sm:col-span-3" {...field('desc')} />
      {media}
      <TextField label="Minimum order" {...whole('minOrderQuantity')} />
      <TextField label="Quantity" {...whole('orderQuantity')} />
      <TextField label="Price ($)" {...moneyOnly} {...field('price', keepMoney)} />
      <TextField
        label="Coverage (sq ft per unit, paints only)"
        className="sm:col-span-2"
        {...digitsOnly}
        {...field('coverageSqft', keepDigits)}
      />
      <CoverageUnitField {...field('coverageUnit')} />
      <div className="sm:col-span-3">
        {footer}
        <button type="submit" className={`btn-primary w-full sm:w-auto ${footer ? 'mt-2' : ''}`} disabled={disabled}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/** What a paint is sold by, for the calculator on its page. */
function CoverageUnitField({ name, value, error, onChange }: ReturnType<FieldBinder<string>>) {
  return (
    <label className="grid gap-1.5 self-start">
      <span className="field-label mb-0">Sold by the</span>
      <select
        className="field-select"
        name={name}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
      >
        {coverageUnits.map((unit) => (
          <option key={unit} value={unit}>
            {unit}
          </option>
        ))}
      </select>
      {error && <span className="field-error">{error}</span>}
    </label>
  );
}

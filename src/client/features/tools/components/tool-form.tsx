import type { FormEvent, ReactNode } from 'react';
import { digitsOnly, keepDigits, keepMoney, moneyOnly } from '@/client/components/ui/digits-field';
import { TextAreaField, TextField } from '@/client/components/ui/text-field';
import type { FieldBinder } from '@/client/lib/use-schema-form';
import type { Tool } from '../api/tool-wire';

/** A tool's fields as typed: quantities and price are text until the form is sent. */
export type ToolFormValues = {
  name: string;
  desc: string;
  minOrderQuantity: string;
  orderQuantity: string;
  price: string;
};

export const toolFormValues = (tool?: Tool): ToolFormValues => ({
  name: tool?.name ?? '',
  desc: tool?.desc ?? '',
  minOrderQuantity: String(tool?.minOrderQuantity ?? 1),
  orderQuantity: tool ? String(tool.orderQuantity) : '',
  price: tool ? tool.price.toFixed(2) : '',
});

/** The values as the schema reads them: quantities parsed as whole numbers, the price in dollars. */
export const toolFormInput = <TValues extends ToolFormValues>(values: TValues) => ({
  ...values,
  minOrderQuantity: Number.parseInt(values.minOrderQuantity, 10),
  orderQuantity: Number.parseInt(values.orderQuantity, 10),
  price: values.price === '' ? Number.NaN : Number(values.price),
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
      <div className="sm:col-span-3">
        {footer}
        <button type="submit" className={`btn-primary w-full sm:w-auto ${footer ? 'mt-2' : ''}`} disabled={disabled}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

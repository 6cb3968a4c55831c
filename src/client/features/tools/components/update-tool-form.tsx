import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { toolUpdateSchema } from '@/shared/schemas/tool';
import { digitsOnly, keepDigits } from '@/client/components/ui/digits-field';
import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { TextAreaField, TextField } from '@/client/components/ui/text-field';
import { ApiError, getErrorMessage } from '@/client/lib/api-client';
import { type FieldErrors, validateForm } from '@/client/lib/form';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useUpdateTool } from '../api/change-tool';
import { useTool } from '../api/get-tool';

export function UpdateToolForm({ id }: { id: string }) {
  const { data: tool, dataUpdatedAt } = useTool(id);
  const online = useOnlineStatus();
  const router = useRouter();
  const update = useUpdateTool(id);
  const [values, setValues] = useState({
    name: tool.name,
    desc: tool.desc,
    minOrderQuantity: String(tool.minOrderQuanity),
    orderQuanitity: String(tool.orderQuanity),
    price: String(Math.round(tool.price)),
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const text = (name: 'name' | 'desc') => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const whole = (name: 'minOrderQuantity' | 'orderQuanitity' | 'price') => ({
    value: values[name],
    error: errors[name],
    ...digitsOnly,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: keepDigits(event.target.value) })),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(toolUpdateSchema, {
      name: values.name,
      desc: values.desc,
      minOrderQuantity: Number.parseInt(values.minOrderQuantity, 10),
      orderQuanitity: Number.parseInt(values.orderQuanitity, 10),
      price: Number.parseInt(values.price, 10),
    });
    if (!checked.success) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(checked.output);
      toast.success('Product has been Updated');
      await router.navigate({ to: '/dashboard/products' });
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0)
        setErrors(Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])));
      toast.error(getErrorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="card grid max-w-2xl gap-5 p-6 sm:grid-cols-3 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink sm:col-span-3">Update {tool.name}</h2>
      <OfflineChangesNotice what="this product" savedAt={dataUpdatedAt} className="sm:col-span-3" />
      <TextField label="Name" className="sm:col-span-3" {...text('name')} />
      <TextAreaField label="Description" className="sm:col-span-3" {...text('desc')} />
      <TextField label="Minimum order" {...whole('minOrderQuantity')} />
      <TextField label="Quantity" {...whole('orderQuanitity')} />
      <TextField label="Price ($)" {...whole('price')} />
      <div className="sm:col-span-3">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!online || update.isPending}>
          {update.isPending ? 'Updating…' : 'Update'}
        </button>
      </div>
    </form>
  );
}

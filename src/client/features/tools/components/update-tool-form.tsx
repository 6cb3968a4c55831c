import { useRouter } from '@tanstack/react-router';
import { toolUpdateSchema } from '@/shared/schemas/tool';
import { digitsOnly, keepDigits, keepMoney, moneyOnly } from '@/client/components/ui/digits-field';
import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { TextAreaField, TextField } from '@/client/components/ui/text-field';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { useUpdateTool } from '../api/change-tool';
import { useTool } from '../api/get-tool';

export function UpdateToolForm({ id }: { id: string }) {
  const { data: tool, dataUpdatedAt } = useTool(id);
  const online = useOnlineStatus();
  const router = useRouter();
  const update = useUpdateTool(id);
  const { field, handleSubmit } = useSchemaForm(
    toolUpdateSchema,
    async (changes) => {
      await update.mutateAsync(changes);
      toast.success('Product has been Updated');
      await router.navigate({ to: '/dashboard/products' });
    },
    {
      initialValues: {
        name: tool.name,
        desc: tool.desc,
        minOrderQuantity: String(tool.minOrderQuanity),
        orderQuanitity: String(tool.orderQuanity),
        price: tool.price.toFixed(2),
      },
      toInput: (values) => ({
        ...values,
        minOrderQuantity: Number.parseInt(values.minOrderQuantity, 10),
        orderQuanitity: Number.parseInt(values.orderQuanitity, 10),
        price: Number(values.price),
      }),
      onError: (error) => toast.error(getErrorMessage(error)),
    },
  );
  const whole = (name: 'minOrderQuantity' | 'orderQuanitity') => ({
    ...digitsOnly,
    ...field(name, keepDigits),
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="card grid max-w-2xl gap-5 p-6 sm:grid-cols-3 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink sm:col-span-3">Update {tool.name}</h2>
      <OfflineChangesNotice what="this product" savedAt={dataUpdatedAt} className="sm:col-span-3" />
      <TextField label="Name" className="sm:col-span-3" {...field('name')} />
      <TextAreaField label="Description" className="sm:col-span-3" {...field('desc')} />
      <TextField label="Minimum order" {...whole('minOrderQuantity')} />
      <TextField label="Quantity" {...whole('orderQuanitity')} />
      <TextField label="Price ($)" {...moneyOnly} {...field('price', keepMoney)} />
      <div className="sm:col-span-3">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!online || update.isPending}>
          {update.isPending ? 'Updating…' : 'Update'}
        </button>
      </div>
    </form>
  );
}

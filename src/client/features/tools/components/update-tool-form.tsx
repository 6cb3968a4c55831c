import { useRouter } from '@tanstack/react-router';
import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { useTool } from '../api/get-tool';
import { toolFieldOf, toolInputSchema } from '../api/tool-input';
import { useUpdateTool } from '../api/update-tool';
import { ToolForm, toolFormInput, toolFormValues } from './tool-form';

export function UpdateToolForm({ id }: { id: string }) {
  const { data: tool, dataUpdatedAt } = useTool(id);
  const online = useOnlineStatus();
  const router = useRouter();
  const update = useUpdateTool(id);
  const { field, handleSubmit } = useSchemaForm(
    toolInputSchema,
    async (changes) => {
      await update.mutateAsync(changes);
      toast.success('Product has been Updated');
      await router.navigate({ to: '/dashboard/products' });
    },
    {
      initialValues: toolFormValues(tool),
      toInput: toolFormInput,
      fieldOf: toolFieldOf,
      onError: (error) => toast.error(getErrorMessage(error)),
    },
  );

  return (
    <ToolForm
      title={`Update ${tool.name}`}
      notice={<OfflineChangesNotice what="this product" savedAt={dataUpdatedAt} className="sm:col-span-3" />}
      field={field}
      onSubmit={handleSubmit}
      submitLabel={update.isPending ? 'Updating…' : 'Update'}
      disabled={!online || update.isPending}
    />
  );
}

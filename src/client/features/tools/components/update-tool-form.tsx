import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { Tool } from '../api/tool-wire';
import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { toolQueryOptions } from '../api/get-tool';
import { toolFieldOf, toolInputSchema } from '../api/tool-input';
import { useUpdateTool } from '../api/update-tool';
import { ToolForm, toolFormInput, toolFormValues } from './tool-form';

/**
 * The form on the product as the shop has it now: online, read afresh before the form starts from it (a copy
 * saved on the device, or the list's, may be older than the last save, even one made a second ago); offline,
 * the saved copy, read-only.
 */
export function UpdateToolForm({ id }: { id: string }) {
  const online = useOnlineStatus();
  const query = useQuery({ ...toolQueryOptions(id), refetchOnMount: 'always' });
  if (query.error && !query.data) throw query.error;
  if (!query.data || (online && !query.isFetchedAfterMount && !query.isError))
    return <div className="card h-96 animate-pulse" role="status" aria-busy="true" aria-label="Loading the product" />;
  return <ToolFormOn id={id} tool={query.data} savedAt={query.dataUpdatedAt} online={online} />;
}

function ToolFormOn({ id, tool, savedAt, online }: { id: string; tool: Tool; savedAt: number; online: boolean }) {
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
      notice={<OfflineChangesNotice what="this product" savedAt={savedAt} className="sm:col-span-3" />}
      field={field}
      onSubmit={handleSubmit}
      submitLabel={update.isPending ? 'Updating…' : 'Update'}
      disabled={!online || update.isPending}
    />
  );
}

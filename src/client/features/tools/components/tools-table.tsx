import { Link } from '@tanstack/react-router';
import { type Column, dangerButtonClass, DataTable } from '@/client/components/ui/data-table';
import { confirmedAction } from '@/client/lib/confirmed-action';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import type { Tool } from '../api/tool-wire';
import { useDeleteTool } from '../api/delete-tool';
import { useTools } from '../api/get-tools';

export function ToolsTable() {
  const { data: tools, dataUpdatedAt } = useTools();
  const online = useOnlineStatus();
  const deleteTool = useDeleteTool();

  const handleDelete = (id: string, name: string) =>
    confirmedAction(`are you sure? you want to delete ${name}?`, () => deleteTool.mutateAsync(id), 'Item Deleted');

  const columns: Column<Tool>[] = [
    { header: '#', cell: (_tool, index) => index + 1 },
    {
      header: 'Avatar',
      cell: (tool) => (
        <img
          src={tool.img}
          alt=""
          width="64"
          height="48"
          loading="lazy"
          className="h-12 w-16 rounded-lg bg-cream object-cover"
        />
      ),
    },
    { header: 'Name', cell: (tool) => tool.name, className: 'font-semibold text-ink' },
    {
      header: 'Action',
      action: true,
      cell: (tool) => (
        <div className="flex flex-wrap gap-2">
          <Link
            to="/dashboard/updateProduct/$id"
            params={{ id: tool._id }}
            className="btn-primary min-h-11 px-4 py-2"
            aria-label={`Update ${tool.name}`}
          >
            Update
          </Link>
          <button
            type="button"
            className={dangerButtonClass}
            disabled={!online || deleteTool.isPending}
            onClick={() => void handleDelete(tool._id, tool.name)}
            aria-label={`Delete ${tool.name}`}
          >
            Delete
          </button>
        </div>
      ),
    },
  ];

  return (
    <DataTable
      label="Products"
      what="the products"
      columns={columns}
      rows={tools}
      rowKey={(tool) => tool._id}
      empty="No products yet."
      savedAt={dataUpdatedAt}
    />
  );
}

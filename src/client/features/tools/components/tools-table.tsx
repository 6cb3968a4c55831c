import { Link } from '@tanstack/react-router';
import { type Column, DataTable } from '@/client/components/dashboard/data-table';
import { RowActionButton } from '@/client/components/dashboard/row-action-button';
import { Thumbnail } from '@/client/components/dashboard/thumbnail';
import { confirmedAction } from '@/client/lib/confirmed-action';
import type { Tool } from '../api/tool-wire';
import { useDeleteTool } from '../api/delete-tool';
import { useTools } from '../api/get-tools';

export function ToolsTable() {
  const { data: rows, dataUpdatedAt } = useTools();
  const deleteTool = useDeleteTool();

  const handleDelete = (id: string, name: string) =>
    confirmedAction(`are you sure? you want to delete ${name}?`, () => deleteTool.mutateAsync(id), 'Item Deleted');

  const columns: Column<Tool>[] = [
    { header: '#', cell: (_tool, index) => index + 1 },
    { header: 'Avatar', cell: (tool) => <Thumbnail src={tool.img} width={64} height={48} className="h-12 w-16" /> },
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
          <RowActionButton
            label={`Delete ${tool.name}`}
            busy={deleteTool.isPending}
            onClick={() => handleDelete(tool._id, tool.name)}
          >
            Delete
          </RowActionButton>
        </div>
      ),
    },
  ];

  return (
    <DataTable
      label="Products"
      what="the products"
      columns={columns}
      list={{ rows, dataUpdatedAt }}
      empty="No products yet."
    />
  );
}

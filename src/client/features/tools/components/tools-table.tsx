import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { Link } from '@tanstack/react-router';
import { cellClass, dangerButtonClass, headCellClass, tableClass } from '@/client/components/ui/table';
import { confirmedAction } from '@/client/lib/confirmed-action';
import { useDeleteTool } from '../api/change-tool';
import { useTools } from '../api/get-tools';
import { useOnlineStatus } from '@/client/lib/use-online-status';

export function ToolsTable() {
  const { data: tools, dataUpdatedAt } = useTools();
  const online = useOnlineStatus();
  const deleteTool = useDeleteTool();

  const handleDelete = (id: string, name: string) =>
    confirmedAction(`are you sure? you want to delete ${name}?`, () => deleteTool.mutateAsync(id), 'Item Deleted');

  return (
    <>
      <OfflineChangesNotice what="the products" savedAt={dataUpdatedAt} className="mb-4" />
      <div className="card overflow-x-auto">
        <table className={tableClass} aria-label="Products">
          <thead>
            <tr>
              <th className={headCellClass}>#</th>
              <th className={headCellClass}>Avatar</th>
              <th className={headCellClass}>Name</th>
              <th className={headCellClass}>Action</th>
            </tr>
          </thead>
          <tbody>
            {tools.map((tool, index) => (
              <tr key={tool._id}>
                <td className={cellClass}>{index + 1}</td>
                <td className={cellClass}>
                  <img
                    src={tool.img}
                    alt=""
                    width="64"
                    height="48"
                    loading="lazy"
                    className="h-12 w-16 rounded-lg bg-cream object-cover"
                  />
                </td>
                <td className={`${cellClass} font-semibold text-ink`}>{tool.name}</td>
                <td className={cellClass}>
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

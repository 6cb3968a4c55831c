import { Link } from '@tanstack/react-router';
import { toast } from '@/client/lib/toast';
import { getErrorMessage } from '@/client/lib/api-client';
import { useDeleteTool } from '../api/change-tool';
import { useTools } from '../api/get-tools';

const head = 'border-b border-slate-200 px-4 py-3 text-left text-xs font-bold uppercase tracking-wider text-ink-muted';
const cell = 'border-b border-slate-100 px-4 py-3 align-middle';

export function ProductsTable() {
  const { data: tools } = useTools();
  const deleteTool = useDeleteTool();

  async function handleDelete(id: string, name: string) {
    if (!window.confirm(`are you sure? you want to delete ${name}?`)) return;
    try {
      await deleteTool.mutateAsync(id);
      toast.success('Item Deleted');
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  return (
    <div className="card overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-sm" aria-label="Products">
        <thead>
          <tr>
            <th className={head}>#</th>
            <th className={head}>Avatar</th>
            <th className={head}>Name</th>
            <th className={head}>Action</th>
          </tr>
        </thead>
        <tbody>
          {tools.map((tool, index) => (
            <tr key={tool._id}>
              <td className={cell}>{index + 1}</td>
              <td className={cell}>
                <img src={tool.img} alt="" width="64" height="48" loading="lazy" className="h-12 w-16 rounded-lg bg-cream object-cover" />
              </td>
              <td className={`${cell} font-semibold text-ink`}>{tool.name}</td>
              <td className={cell}>
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
                    className="btn min-h-11 border border-accent px-4 py-2 text-accent hover:(bg-accent text-white)"
                    disabled={deleteTool.isPending}
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
  );
}

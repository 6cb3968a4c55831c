import { toast } from '@/client/lib/toast';
import { getErrorMessage } from '@/client/lib/api-client';
import { useDeletePost } from '../api/change-posts';
import { usePosts } from '../api/get-posts';

const head = 'border-b border-slate-200 px-4 py-3 text-left text-xs font-bold uppercase tracking-wider text-ink-muted';
const cell = 'border-b border-slate-100 px-4 py-3 align-middle';

export function PostsAdminTable() {
  const { data: posts } = usePosts();
  const deletePost = useDeletePost();

  async function handleDelete(id: string) {
    if (!window.confirm('are you sure? you want to delete?')) return;
    try {
      await deletePost.mutateAsync(id);
      toast.success('Item Deleted');
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  if (posts.length === 0) return <p className="card p-8 text-center font-semibold text-ink">No posts yet.</p>;

  return (
    <div className="card overflow-x-auto">
      <table className="w-full min-w-[40rem] border-collapse text-sm" aria-label="all blog posts">
        <thead>
          <tr>
            <th className={head}>#</th>
            <th className={head}>Title</th>
            <th className={head}>Image</th>
            <th className={head}>Date</th>
            <th className={head}>Delete</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post, index) => (
            <tr key={post._id}>
              <td className={cell}>{index + 1}</td>
              <td className={`${cell} font-semibold text-ink`}>{post.title}</td>
              <td className={cell}>
                <img src={post.img} alt="" width="80" height="45" loading="lazy" className="h-12 w-20 rounded-lg bg-cream object-cover" />
              </td>
              <td className={`${cell} whitespace-nowrap`}>{post.date}</td>
              <td className={cell}>
                <button
                  type="button"
                  className="btn min-h-11 border border-accent px-4 py-2 text-accent hover:(bg-accent text-white)"
                  disabled={deletePost.isPending}
                  onClick={() => void handleDelete(post._id)}
                  aria-label={`Delete ${post.title}`}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

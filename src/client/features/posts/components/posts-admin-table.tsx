import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { cellClass, dangerButtonClass, headCellClass, tableClass } from '@/client/components/ui/table';
import { confirmedAction } from '@/client/lib/confirmed-action';
import { useDeletePost } from '../api/change-posts';
import { usePosts } from '../api/get-posts';
import { useOnlineStatus } from '@/client/lib/use-online-status';

export function PostsAdminTable() {
  const { data: posts, dataUpdatedAt } = usePosts();
  const online = useOnlineStatus();
  const deletePost = useDeletePost();

  const handleDelete = (id: string) =>
    confirmedAction('are you sure? you want to delete?', () => deletePost.mutateAsync(id), 'Item Deleted');

  if (posts.length === 0) return <p className="card p-8 text-center font-semibold text-ink">No posts yet.</p>;

  return (
    <>
      <OfflineChangesNotice what="the blog posts" savedAt={dataUpdatedAt} className="mb-4" />
      <div className="card overflow-x-auto">
        <table className={tableClass} aria-label="all blog posts">
          <thead>
            <tr>
              <th className={headCellClass}>#</th>
              <th className={headCellClass}>Title</th>
              <th className={headCellClass}>Image</th>
              <th className={headCellClass}>Date</th>
              <th className={headCellClass}>Delete</th>
            </tr>
          </thead>
          <tbody>
            {posts.map((post, index) => (
              <tr key={post._id}>
                <td className={cellClass}>{index + 1}</td>
                <td className={`${cellClass} font-semibold text-ink`}>{post.title}</td>
                <td className={cellClass}>
                  <img
                    src={post.img}
                    alt=""
                    width="80"
                    height="45"
                    loading="lazy"
                    className="h-12 w-20 rounded-lg bg-cream object-cover"
                  />
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>{post.date}</td>
                <td className={cellClass}>
                  <button
                    type="button"
                    className={dangerButtonClass}
                    disabled={!online || deletePost.isPending}
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
    </>
  );
}

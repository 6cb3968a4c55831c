import { type Column, dangerButtonClass, DataTable } from '@/client/components/ui/data-table';
import { confirmedAction } from '@/client/lib/confirmed-action';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import type { Post } from '@/shared/api-types';
import { useDeletePost } from '../api/delete-post';
import { usePosts } from '../api/get-posts';

export function PostsAdminTable() {
  const { data: posts, dataUpdatedAt } = usePosts();
  const online = useOnlineStatus();
  const deletePost = useDeletePost();

  const handleDelete = (id: string) =>
    confirmedAction('are you sure? you want to delete?', () => deletePost.mutateAsync(id), 'Item Deleted');

  const columns: Column<Post>[] = [
    { header: '#', cell: (_post, index) => index + 1 },
    { header: 'Title', cell: (post) => post.title, className: 'font-semibold text-ink' },
    {
      header: 'Image',
      cell: (post) => (
        <img
          src={post.img}
          alt=""
          width="80"
          height="45"
          loading="lazy"
          className="h-12 w-20 rounded-lg bg-cream object-cover"
        />
      ),
    },
    { header: 'Date', cell: (post) => post.date, className: 'whitespace-nowrap' },
    {
      header: 'Delete',
      action: true,
      cell: (post) => (
        <button
          type="button"
          className={dangerButtonClass}
          disabled={!online || deletePost.isPending}
          onClick={() => void handleDelete(post._id)}
          aria-label={`Delete ${post.title}`}
        >
          Delete
        </button>
      ),
    },
  ];

  return (
    <DataTable
      label="all blog posts"
      what="the blog posts"
      columns={columns}
      rows={posts}
      rowKey={(post) => post._id}
      empty="No posts yet."
      savedAt={dataUpdatedAt}
      fitsFrom="medium"
    />
  );
}

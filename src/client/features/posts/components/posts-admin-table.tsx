import { type Column, DataTable } from '@/client/components/dashboard/data-table';
import { RowActionButton } from '@/client/components/dashboard/row-action-button';
import { Thumbnail } from '@/client/components/dashboard/thumbnail';
import { confirmedAction } from '@/client/lib/confirmed-action';
import type { Post } from '@/shared/answers/catalogue';
import { useDeletePost } from '../api/delete-post';
import { usePosts } from '../api/get-posts';

export function PostsAdminTable() {
  const { data: rows, dataUpdatedAt } = usePosts();
  const deletePost = useDeletePost();

  const handleDelete = (id: string) =>
    confirmedAction('are you sure? you want to delete?', () => deletePost.mutateAsync(id), 'Item Deleted');

  const columns: Column<Post>[] = [
    { header: '#', cell: (_post, index) => index + 1 },
    { header: 'Title', cell: (post) => post.title, className: 'font-semibold text-ink' },
    { header: 'Image', cell: (post) => <Thumbnail src={post.img} width={80} height={45} className="h-12 w-20" /> },
    { header: 'Date', cell: (post) => post.date, className: 'whitespace-nowrap' },
    {
      header: 'Delete',
      action: true,
      cell: (post) => (
        <RowActionButton
          label={`Delete ${post.title}`}
          busy={deletePost.isPending}
          onClick={() => handleDelete(post._id)}
        >
          Delete
        </RowActionButton>
      ),
    },
  ];

  return (
    <DataTable
      label="all blog posts"
      what="the blog posts"
      columns={columns}
      list={{ rows, dataUpdatedAt }}
      empty="No posts yet."
      fitsFrom="medium"
    />
  );
}

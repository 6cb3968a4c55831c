import { createFileRoute } from '@tanstack/react-router';
import { sectionPage } from '@/client/components/layout/dashboard-section';
import { booksQueryOptions } from '@/client/features/books/api/get-books';
import { BooksPage } from '@/client/features/books/components/books-page';
import { startQueries } from '@/client/lib/query-client';

export const Route = createFileRoute('/_auth/dashboard/_admin/books')({
  loader: startQueries(booksQueryOptions),
  component: sectionPage(BooksPage, { title: 'Tax & delivery', what: 'the tax and delivery' }),
});

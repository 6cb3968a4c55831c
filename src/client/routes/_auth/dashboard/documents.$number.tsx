import { createFileRoute } from '@tanstack/react-router';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { AlertCard } from '@/client/components/ui/alert-card';
import { documentQueryOptions } from '@/client/features/books/api/get-document';
import { DocumentPage } from '@/client/features/books/components/document-page';

/** A receipt (R-…) or credit note (CN-…) to read or print: from an order, the books, or an email's link. */
export const Route = createFileRoute('/_auth/dashboard/documents/$number')({
  loader: ({ context: { queryClient }, params }) => void queryClient.prefetchQuery(documentQueryOptions(params.number)),
  component: DocumentRoute,
});

function DocumentRoute() {
  const { number } = Route.useParams();
  return (
    <DashboardSection
      what="this document"
      shape="form"
      notFound={
        <AlertCard title="Document not found" text="This document does not exist, or it is not one of yours." />
      }
    >
      <DocumentPage key={number} number={number} />
    </DashboardSection>
  );
}

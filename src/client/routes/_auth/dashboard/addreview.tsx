import { createFileRoute } from '@tanstack/react-router';
import { AddReviewForm } from '@/client/features/reviews/components/add-review-form';
import { useSession } from '@/client/lib/auth/session';

export const Route = createFileRoute('/_auth/dashboard/addreview')({
  component: AddReviewPage,
});

function AddReviewPage() {
  const session = useSession();
  return session ? <AddReviewForm displayName={session.name} /> : null;
}

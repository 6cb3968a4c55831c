import { createFileRoute } from '@tanstack/react-router';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import { ProfileForm } from '@/client/features/profile/components/profile-form';
import { useSession } from '@/client/lib/auth/session';

export const Route = createFileRoute('/_auth/dashboard/')({
  component: MyProfilePage,
});

function MyProfilePage() {
  const session = useSession();
  if (!session) return null;
  return (
    <QueryBoundary
      what="your profile"
      fallback={
        <div
          className="card h-96 max-w-2xl animate-pulse"
          role="status"
          aria-busy="true"
          aria-label="Loading your profile"
        />
      }
    >
      <ProfileForm email={session.email} />
    </QueryBoundary>
  );
}

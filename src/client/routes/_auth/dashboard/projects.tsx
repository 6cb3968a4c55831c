import { createFileRoute } from '@tanstack/react-router';
import { sectionPage } from '@/client/components/layout/dashboard-section';
import { myProjectsQueryOptions } from '@/client/features/jobs/api/get-my-projects';
import { MyProjects } from '@/client/features/jobs/components/my-projects';

export const Route = createFileRoute('/_auth/dashboard/projects')({
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(myProjectsQueryOptions()),
  component: sectionPage(MyProjects, { title: 'My Projects', what: 'your projects' }),
});

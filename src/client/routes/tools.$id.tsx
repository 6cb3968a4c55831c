import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/tools/$id')({
  component: ToolDetailPage,
});

function ToolDetailPage() {
  return null;
}

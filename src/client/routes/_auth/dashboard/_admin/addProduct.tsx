import { createFileRoute } from '@tanstack/react-router';
import { AddToolForm } from '@/client/features/tools/components/add-tool-form';

export const Route = createFileRoute('/_auth/dashboard/_admin/addProduct')({
  component: AddToolForm,
});

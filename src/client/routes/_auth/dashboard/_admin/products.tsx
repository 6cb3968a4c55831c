import { createFileRoute } from '@tanstack/react-router';
import { sectionPage } from '@/client/components/layout/dashboard-section';
import { toolsQueryOptions } from '@/client/features/tools/api/get-tools';
import { ToolsTable } from '@/client/features/tools/components/tools-table';
import { startQueries } from '@/client/lib/query-client';

export const Route = createFileRoute('/_auth/dashboard/_admin/products')({
  loader: startQueries(toolsQueryOptions),
  component: sectionPage(ToolsTable, { title: 'Products', what: 'the products' }),
});

import { createFileRoute } from '@tanstack/react-router';
import { sectionPage } from '@/client/components/layout/dashboard-section';
import { emailsQueryOptions } from '@/client/features/emails/api/get-emails';
import { EmailsTable } from '@/client/features/emails/components/emails-table';
import { startQueries } from '@/client/lib/query-client';

export const Route = createFileRoute('/_auth/dashboard/_admin/emails')({
  loader: startQueries(emailsQueryOptions),
  component: sectionPage(EmailsTable, { title: 'Emails', what: 'the emails' }),
});

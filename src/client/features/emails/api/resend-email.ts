import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Email } from '@/shared/answers/shop';
import { authorizedRequest, type Page } from '@/client/lib/api-client';
import { emailKeys } from './email-keys';

export const resendEmail = (id: string) =>
  authorizedRequest<Email>(`/api/emails/${encodeURIComponent(id)}/resend`, { method: 'POST' });

/** A saved page of the list with `email`'s row as the shop answered it; pages without it are left as they are. */
export const withEmail = (page: Page<Email> | undefined, email: Email): Page<Email> | undefined =>
  page?.rows.some((row) => row._id === email._id)
    ? { ...page, rows: page.rows.map((row) => (row._id === email._id ? email : row)) }
    : page;

/**
 * Puts an email back in the queue, due now. Its row takes the shop's answer in every saved page at once,
 * so the list shows it waiting without reading the whole page again (its place in the list is unchanged:
 * newest first is by when it was written).
 */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmail,
    onSuccess: (email) =>
      queryClient.setQueriesData<Page<Email>>({ queryKey: emailKeys.all }, (page) => withEmail(page, email)),
  });
}

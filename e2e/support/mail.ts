import { type APIRequestContext, expect } from '@playwright/test';
import { readStack } from './stack-info';

/** An email as the mail catcher (maildev 3) keeps it: its REST API lists them at `/api/email`. */
export type CaughtEmail = {
  id: string;
  subject: string;
  to: { address: string; name?: string }[];
  html: string;
  text: string;
  headers: Record<string, string | string[]>;
  attachments: { filename: string; generatedFileName: string; contentType: string }[];
};

export const mailInbox = () => readStack().mailInboxUrl;

/** Every email the catcher took for `address`, oldest first. */
export async function caughtMailTo(request: APIRequestContext, address: string): Promise<CaughtEmail[]> {
  const response = await request.get(`${mailInbox()}/api/email?to.address=${encodeURIComponent(address)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CaughtEmail[];
}

/** Waits until the catcher holds `count` emails with `subject` for `address`, and answers them. */
export async function awaitMail(
  request: APIRequestContext,
  { to, subject, count = 1 }: { to: string; subject: string; count?: number },
): Promise<CaughtEmail[]> {
  let caught: CaughtEmail[] = [];
  await expect
    .poll(
      async () => {
        caught = (await caughtMailTo(request, to)).filter((email) => email.subject === subject);
        return caught.length;
      },
      { message: `${count} "${subject}" to ${to} in the mail catcher`, timeout: 20_000 },
    )
    .toBe(count);
  return caught;
}

/** An attachment's content as the catcher kept it. */
export async function attachmentText(request: APIRequestContext, email: CaughtEmail, generatedFileName: string) {
  const response = await request.get(
    `${mailInbox()}/api/email/${encodeURIComponent(email.id)}/attachment/${encodeURIComponent(generatedFileName)}`,
  );
  expect(response.ok()).toBe(true);
  return response.text();
}

/** The rows a test's visitor made in the outbox: the mail to them, and the shop's notice of their visit. */
export const deleteMailOf = (sql: (text: string, values?: unknown[]) => Promise<unknown>, address: string) =>
  sql(`delete from emails where to_address = $1 or data->>'email' = $1`, [address]);

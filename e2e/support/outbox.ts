import { expect, type Page } from '@playwright/test';
import { fillMessageForm } from './fixtures';

/** A contact message with its own subject, as a visitor on the contact page sends it. */
export async function sendMessage(page: Page, subject: string, msg = 'From the ladder.') {
  await fillMessageForm(page, { firstName: 'Rosa', lastName: 'Painter', email: 'rosa@example.com', subject, msg });
  await page.getByRole('button', { name: 'Send message' }).click();
}

/**
 * How many contact messages whose subject is `like` the shop stored, polled until it matches. With `clockOf`,
 * a page whose clock is installed is run five seconds ahead at each poll: its send limits and back-offs pass as
 * they would, without being waited out in real time.
 */
export const storedMessages = (
  sql: (text: string, values?: unknown[]) => Promise<unknown[]>,
  like: string,
  clockOf?: Page,
) =>
  expect.poll(
    async () => {
      await clockOf?.clock.runFor(5000);
      return (await sql('select 1 from contact_messages where subject like $1', [like])).length;
    },
    { timeout: 45_000 },
  );

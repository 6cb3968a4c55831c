import { randomUUID } from 'node:crypto';
import { expect, fillMessageForm, test } from './support/fixtures';

test.describe('contact page', () => {
  let subject: string;
  test.beforeEach(() => {
    subject = `Quote for a porch ${randomUUID()}`;
  });
  test.afterEach(async ({ sql }) => {
    await sql('delete from contact_messages where subject = $1', [subject]);
  });

  test('shows the Phone, Email and Location cards', async ({ page }) => {
    await page.goto('/contactUs');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    for (const card of ['Phone', 'Email', 'Location'])
      await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
  });

  test('sends a message that arrives in the database once, then resets the form', async ({ page, sql }) => {
    await page.goto('/contactUs');
    await fillMessageForm(page, {
      firstName: 'Rosa',
      lastName: 'Diaz',
      email: 'rosa@example.com',
      subject,
      msg: 'Could you paint our porch next month?',
    });
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Your msg has been sent' })).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByLabel('First name')).toHaveValue('');

    const rows = await sql('select name, email, message from contact_messages where subject = $1', [subject]);
    expect(rows).toEqual([
      { name: 'Rosa Diaz', email: 'rosa@example.com', message: 'Could you paint our porch next month?' },
    ]);
  });

  // The server's own refusal of an invalid email is message-send.test.ts's to check.
  test('refuses an invalid email in the form and stores nothing', async ({ page, sql }) => {
    await page.goto('/contactUs');
    await fillMessageForm(page, { firstName: 'Rosa', email: 'rosa-at-example', subject, msg: 'Hello' });
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    expect(await sql('select 1 from contact_messages where subject = $1', [subject])).toHaveLength(0);
  });
});

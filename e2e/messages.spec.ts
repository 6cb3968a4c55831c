import { randomUUID } from 'node:crypto';
import { expect, fillMessageForm, test } from './support/fixtures';

// The server's own refusal of an invalid email is message-send.test.ts's to check; one load of the page serves
// what only the page shows: its cards, the form's own check, the notice and the reset.
test('the contact page shows its cards, refuses an invalid email, then sends a message once and resets the form', async ({
  page,
  sql,
}) => {
  const subject = `Quote for a porch ${randomUUID()}`;
  try {
    await page.goto('/contactUs');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    for (const card of ['Phone', 'Email', 'Location'])
      await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();

    await fillMessageForm(page, { firstName: 'Rosa', email: 'rosa-at-example', subject, msg: 'Hello' });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    expect(await sql('select 1 from contact_messages where subject = $1', [subject])).toHaveLength(0);

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
  } finally {
    await sql('delete from contact_messages where subject = $1', [subject]);
  }
});

import { visitDay, visitTime, visitWhen } from '../src/client/features/visits/visit-words';
import { savedSignIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { attachmentText, awaitMail, caughtMailTo, deleteMailOf, mailInbox } from './support/mail';
import { bookVisit, chooseVisit, fillVisitor, pickFreeVisits, visitor } from './support/visits';

/**
 * The shop's mail as its people get it: a visitor booking at a phone's width finds the confirmation in
 * the mail catcher (the e2e stack's SMTP server), and the admin, on a tablet, sees it sent and sends it again.
 */

const confirmationSubject = 'Your colour consultation with Brushwork is booked';

test('a visit booked at 390 px is confirmed by email with its time, its manage link and its calendar file', async ({
  page,
  sql,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const who = visitor('mail');
  const [start] = await pickFreeVisits(page.request, 1);
  await page.goto('/book');
  await chooseVisit(page, start!);
  await fillVisitor(page, who);
  await page.getByRole('button', { name: /^Book / }).click();
  await expect(page.getByRole('heading', { name: 'Your visit is booked' })).toBeVisible();
  const shownLink = new URL(
    (await page.getByRole('link', { name: /\/visits\/.+\?key=/ }).getAttribute('href'))!,
    page.url(),
  );

  const [confirmation] = await awaitMail(page.request, { to: who.email, subject: confirmationSubject });
  expect(confirmation!.to.map((address) => address.address)).toEqual([who.email]);
  // The visit told in the shop's time, in both parts: "Tuesday 25 November 2026, 10:30 to 11:00".
  for (const part of [confirmation!.text, confirmation!.html]) {
    expect(part).toContain(visitDay(start!));
    expect(part).toContain(`${visitTime(start!)} to `);
  }

  // The manage link is absolute and opens the same visit as the link the booking page gave.
  const href = /href="([^"]*\/visits\/[^"]+)"/.exec(confirmation!.html)?.[1]?.replaceAll('&amp;', '&');
  expect(href, 'the manage link in the HTML part').toMatch(/^https?:\/\/[^/]+\/visits\/[^?]+\?key=.+/);
  const manageLink = new URL(href!);
  expect(`${manageLink.pathname}${manageLink.search}`).toBe(`${shownLink.pathname}${shownLink.search}`);
  expect(confirmation!.text).toContain(manageLink.href);
  await page.goto(`${manageLink.pathname}${manageLink.search}`);
  await expect(page.getByRole('heading', { name: visitWhen(start!) })).toBeVisible();
  await expect(page.getByText(who.address)).toBeVisible();

  // The calendar file, in UTC, at the visit's start.
  const calendar = confirmation!.attachments.find((file) => file.filename === 'brushwork-colour-consultation.ics');
  expect(calendar?.contentType).toMatch(/^text\/calendar/);
  const file = await attachmentText(page.request, confirmation!, calendar!.generatedFileName);
  expect(file).toContain('BEGIN:VEVENT');
  expect(file).toContain(`DTSTART:${new Date(start!).toISOString().replace(/[-:]/g, '').replace('.000', '')}`);

  // The catcher's own web inbox lists it, at the same phone's width.
  await page.goto(mailInbox());
  await page.getByPlaceholder('Search emails...').fill(who.email);
  const listed = page.getByText(who.email, { exact: true }).first();
  await expect(listed).toBeVisible();
  await expect(page.getByText(confirmationSubject).first()).toBeVisible();

  await sql('delete from bookings where email = $1', [who.email]);
  await deleteMailOf(sql, who.email);
});

test.describe('signed in as the admin', () => {
  test.use({ storageState: savedSignIn.admin });

  test('the admin sees a confirmation sent at 820 px and sends it again', async ({ page, sql }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 820, height: 1180 });
    const who = visitor('resend');
    await bookVisit(page.request, who);
    await awaitMail(page.request, { to: who.email, subject: confirmationSubject });

    await page.goto('/dashboard/emails');
    // The admin's pages and the mail list on a cold tablet, while the other worker's journey takes the CPU: the
    // bound is the page's first load on a busy 2-core machine, not the 7 s of a state that follows a tap.
    const pageLoad = { timeout: 20_000 };
    await expect(page.getByRole('heading', { name: 'Emails', exact: true })).toBeVisible(pageLoad);
    // A tablet held upright shows each email as a card.
    const confirmation = page
      .getByRole('list', { name: "The shop's emails" })
      .getByRole('listitem')
      .filter({ hasText: who.email })
      .filter({ hasText: confirmationSubject });
    await expect(confirmation).toHaveCount(1, pageLoad);
    await expect(confirmation.getByText('Sent', { exact: true })).toBeVisible();
    await expect(confirmation.getByText('Visit confirmation')).toBeVisible();

    await confirmation.getByRole('button', { name: `Resend "${confirmationSubject}" to ${who.email}` }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: `The email to ${who.email} will be sent again.` }),
    ).toBeVisible();
    // The row takes the shop's answer: back in the queue, due now, its tries counted afresh.
    await expect(confirmation.getByText('Waiting', { exact: true })).toBeVisible();
    await expect(confirmation.getByText('due now, not tried yet')).toBeVisible();
    await awaitMail(page.request, { to: who.email, subject: confirmationSubject, count: 2 });
    // Sent again with the same Message-ID, so the visitor's mail client shows it once.
    const [first, again] = await caughtMailTo(page.request, who.email).then((caught) =>
      caught.filter((email) => email.subject === confirmationSubject),
    );
    expect(again!.headers['message-id']).toBe(first!.headers['message-id']);
    // The shop marks it sent as soon as the SMTP server took it; the page shows so once read again.
    await expect(async () => {
      await page.reload();
      await expect(confirmation.getByText('Sent', { exact: true })).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 15_000 });

    await sql('delete from bookings where email = $1', [who.email]);
    await deleteMailOf(sql, who.email);
  });
});

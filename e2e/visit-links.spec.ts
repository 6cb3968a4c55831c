import { randomUUID } from 'node:crypto';
import { dayName, visitDate, visitDay, visitTime, visitWhen } from '../src/client/features/visits/visit-words';
import { bookVisit, chooseVisit, freeVisits, pickFreeVisits, visitor } from './support/visits';
import { awaitMail } from './support/mail';
import { expect, expectNoSeriousA11yViolations, signInByApi, test } from './support/fixtures';
import { savedQueryKeys, waitForServiceWorker } from './support/offline';

/** A visit's own link, the picker's times offline, and a checkout whose tool is gone; at a phone's width. */
test.use({ viewport: { width: 390, height: 844 } });

test('the manage link shows a visit, moves it to another free time, and cancels it after a confirmation, without an account', async ({
  page,
}) => {
  const who = visitor('link');
  const booked = await bookVisit(page.request, who);
  await page.goto(booked.manageUrl);
  await expect(page.getByRole('heading', { name: visitWhen(booked.start) })).toBeVisible();
  await expect(page.getByText('5 Oak Lane, Eugene OR')).toBeVisible();

  await page.getByRole('button', { name: 'Move to another time' }).click();
  await expect(page.getByRole('heading', { name: 'Move your visit' })).toBeVisible();
  const [later] = (await pickFreeVisits(page.request, 8)).filter(
    (start) => visitDate(start) !== visitDate(booked.start),
  );
  await chooseVisit(page, later!);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('visit-move.png'), fullPage: true });
  await page.getByRole('button', { name: `Move to ${visitWhen(later!)}` }).click();
  await expect(page.getByRole('heading', { name: visitWhen(later!) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Move your visit' })).toBeHidden();
  const free = await freeVisits(page.request);
  expect(free).toContain(booked.start);
  expect(free).not.toContain(later);
  const [moved] = await awaitMail(page.request, {
    to: who.email,
    subject: 'Your colour consultation with Brushwork has a new time',
  });
  expect(moved!.text).toContain(visitDay(later!));
  expect(moved!.text).toContain(visitDay(booked.start));

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Cancel this visit' }).click();
  await expect(page.getByRole('heading', { name: 'Your visit is cancelled' })).toBeVisible();
  expect(await freeVisits(page.request)).toContain(later);

  // The same link, or any other key, now opens nothing, and says so the same way.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This link does not open a visit' })).toBeVisible();
  await page.goto(`/visits/${booked._id}?key=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This link does not open a visit' })).toBeVisible();
});

test('offline, the picker does not offer a time that has passed since the free times were saved', async ({
  page,
  context,
}) => {
  const free = await freeVisits(page.request);
  // A free time with a later one on its day, so the day is still offered when the first has passed.
  const passing = free.find((start, index) => free[index + 1]?.startsWith(visitDate(start)));
  const later = free[free.indexOf(passing!) + 1]!;
  await page.clock.install({ time: Date.now() });
  await page.goto('/book');
  await waitForServiceWorker(page);
  // The free times shown online (other tests may take the first meanwhile, so no particular one is awaited).
  await expect(page.getByRole('group', { name: 'Choose a day' })).toBeVisible();
  await expect.poll(async () => JSON.stringify(await savedQueryKeys(page))).toContain('slots');

  await context.setOffline(true);
  await page.clock.setSystemTime(Date.parse(passing!) + 60_000);
  await page.reload();
  await expect(page.getByText('You are offline: these are the free times as seen')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${dayName(visitDate(passing!), { short: true })} `) }).click();
  await expect(page.getByRole('button', { name: visitTime(later), exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: visitTime(passing!), exact: true })).toHaveCount(0);
  await context.setOffline(false);
});

test('a checkout whose tool was retired says so and goes back to the tools', async ({ page, newCustomer }) => {
  await signInByApi(page, newCustomer);
  await page.evaluate(
    ({ owner, toolId }) =>
      localStorage.setItem(
        'brushwork.checkout',
        JSON.stringify({ toolId, quantity: 1, idempotencyKey: `retired-${toolId}`, owner }),
      ),
    { owner: newCustomer.email, toolId: randomUUID() },
  );
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'This tool is no longer sold' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the tools' }).click();
  await expect(page).toHaveURL(/\/#tools$/);
  expect(await page.evaluate(() => localStorage.getItem('brushwork.checkout'))).toBeNull();
});

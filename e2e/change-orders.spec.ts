import { savedSignIn } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, signInByApi, test } from './support/fixtures';
import { seedJob, shopTimeZone } from './support/jobs';
import { deleteMailOf } from './support/mail';
import { drawSignature } from './support/quotes';
import { samplePhotos } from './support/quote-admin';

/**
 * A change found on site: the painter proposes it on their phone with no signal, the shop prices it on a tablet,
 * and the customer approves it with their signature on their phone; the painter sees it approved, never its price.
 * The colour schedule the shop set shows on the painter's phone, and its customer approves it.
 */
test.skip(({ isMobile }) => !isMobile, 'The painter and the customer are on phones.');
test.use({ timezoneId: shopTimeZone });

test('a change proposed offline on site is priced by the shop and approved by the customer’s signature', async ({
  page,
  browser,
  sql,
  newCustomer,
  newPainter,
}) => {
  test.setTimeout(120_000);
  const { job, quote } = await seedJob(page.request, { customer: newCustomer, painter: newPainter });
  const description = 'The plaster above the bay window is cracked: fill and sand it before painting.';
  const sage = { brand: 'Benjamin Moore', colour: 'Sage Wisdom', code: '#9caf88', sheen: 'eggshell' };
  await sql('update quotes set room_paints = $1 where id = $2', [JSON.stringify([sage]), quote._id]);
  try {
    await signInByApi(page, newPainter);
    await page.goto(`/dashboard/jobs/${job._id}`);
    await expect(page.getByText('Colour: Sage Wisdom · Benjamin Moore · #9caf88 · eggshell')).toBeVisible();
    const changes = page.getByRole('region', { name: 'Changes to the work' });
    await expect(changes.getByLabel('What changes, and why')).toBeVisible();
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.context().setOffline(true);
    await changes.getByRole('button', { name: 'Propose the change' }).click();
    await expect(changes.getByText('Say what the change is first.')).toBeVisible();
    await changes.getByLabel('What changes, and why').fill(description);
    await changes.getByLabel('Add photos of it').setInputFiles(samplePhotos[0]!);
    await expect(changes.getByText('Photos: 1 (add more)')).toBeVisible();
    await changes.getByRole('button', { name: 'Propose the change' }).click();
    const proposed = changes.getByRole('list', { name: 'Changes proposed' }).getByRole('listitem');
    await expect(proposed).toContainText('Proposed: the shop prices it');
    await page.context().setOffline(false);
    await expect
      .poll(
        async () =>
          sql('select status, jsonb_array_length(photo_ids) as photos from job_changes where job_id = $1', [job._id]),
        {
          timeout: 30_000,
        },
      )
      .toEqual([{ status: 'proposed', photos: 1 }]);

    const tablet = await browser.newContext({
      storageState: savedSignIn.admin,
      viewport: { width: 820, height: 1180 },
    });
    try {
      const admin = await tablet.newPage();
      await admin.goto(`/dashboard/jobs?job=${job._id}`);
      const shop = admin.getByRole('region', { name: 'Changes proposed on site' });
      await shop.getByLabel('Price of the change ($)').fill('145.50');
      await shop.getByRole('button', { name: 'Price it and ask the customer' }).click();
      await expect(shop).toContainText('Priced: the customer decides · $145.50');
      await expectNoSeriousA11yViolations(admin);
    } finally {
      await tablet.close();
    }

    await page.context().clearCookies();
    await signInByApi(page, newCustomer);
    await page.goto(`/dashboard/quotes/${quote._id}`);
    const colours = page.getByRole('region', { name: 'Colour schedule' });
    await expect(colours).toContainText('Sage Wisdom');
    await colours.getByRole('button', { name: 'Approve the colours' }).click();
    await expect(colours).toContainText('You approved these colours.');
    const theirs = page.getByRole('region', { name: 'Changes to the work' });
    await expect(theirs).toContainText(description);
    await expect(theirs).toContainText('$145.50');
    await expect
      .poll(() =>
        theirs
          .getByRole('img', { name: 'Photo 1 of the change' })
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await theirs.getByRole('button', { name: 'Approve and sign' }).click();
    await theirs.getByLabel('Full name').fill('Robin Roller');
    await drawSignature(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('change-approve-390.png'), fullPage: true });
    await theirs.getByRole('button', { name: 'Approve the change' }).click();
    await expect(theirs).toContainText('You approved it');
    expect(await sql('select status, signed_name from job_changes where job_id = $1', [job._id])).toEqual([
      { status: 'approved', signed_name: 'Robin Roller' },
    ]);
  } finally {
    await deleteMailOf(sql, newCustomer.email);
  }
});

import { logIn, savedSignIn } from './support/accounts';
import { seedJob, shopTimeZone } from './support/jobs';
import { expect, expectNoSeriousA11yViolations, test, withoutServiceWorker } from './support/fixtures';
import { loadLazySections } from './support/reach';

test.use(withoutServiceWorker);

// A page checked at a width the test sets is the same page in either project: one of them is enough.
const atTheirWidth = 'Checked at the width its people hold it, in the phone project.';

// One visitor's visit through the public pages: a new browser for each page spent most of its time installing
// the worker and fetching what it keeps, which a visitor's second page never does.
test('no serious accessibility violations on the public pages', async ({ page }) => {
  test.slow();
  for (const path of ['/', '/about', '/blogs', '/contactUs', '/book', '/login', '/signUp', '/no-such-page']) {
    await test.step(path, async () => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Bring the lazily loaded reviews slider in, so it is checked too: scrolled to until it has loaded.
      await loadLazySections(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('signed in as the admin', () => {
  test.use({ storageState: savedSignIn.admin });

  test('no serious accessibility violations on the dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByLabel('Address').waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  for (const width of [820, 1280]) {
    test(`no serious accessibility violations on the takings at ${width} px, its chart drawn`, async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, atTheirWidth);
      await page.setViewportSize({ width, height: 1100 });
      await page.goto('/dashboard/takings');
      await expect(page.getByRole('figure').locator('canvas')).toBeVisible();
      await page.getByText(/^The \d+ days in figures$/).click();
      await expect(page.getByRole('table', { name: 'Day by day' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('the painting jobs', () => {
  test.use({ timezoneId: shopTimeZone });
  test.skip(({ isMobile }) => !isMobile, atTheirWidth);

  test("no serious accessibility violations on a painter's Today and job, its sign-off open, at 390 px", async ({
    page,
    newCustomer,
    newPainter,
  }) => {
    const { job } = await seedJob(page.request, { customer: newCustomer, painter: newPainter });
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, newPainter);
    await expect(page.getByRole('link', { name: /^Open the job at / })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/dashboard/jobs/${job._id}`);
    await page.getByRole('button', { name: "Collect the customer's sign-off" }).click();
    await expect(page.getByLabel(/^Signature: draw it/)).toHaveAttribute('aria-busy', 'false');
    await expectNoSeriousA11yViolations(page);
  });

  test("no serious accessibility violations on the customer's invoice at 390 px", async ({
    page,
    newCustomer,
    newPainter,
  }) => {
    const { invoiceId } = await seedJob(page.request, { customer: newCustomer, painter: newPainter, signedOff: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, newCustomer, `/login?redirect=/dashboard/invoices/${invoiceId}`);
    await expect(page.getByTestId('invoice-balance')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('signed in as the admin', () => {
    test.use({ storageState: savedSignIn.admin });

    test('no serious accessibility violations on the jobs page, a job open, at 820 px', async ({
      page,
      newCustomer,
      newPainter,
    }) => {
      const { job } = await seedJob(page.request, { customer: newCustomer, painter: newPainter });
      await page.setViewportSize({ width: 820, height: 1180 });
      await page.goto(`/dashboard/jobs?job=${job._id}`);
      await expect(page.getByRole('form', { name: 'Add an extra' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
});

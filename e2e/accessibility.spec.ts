import { savedSignIn } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { loadLazySections } from './support/reach';

for (const path of ['/', '/about', '/blogs', '/contactUs', '/book', '/login', '/signUp', '/no-such-page']) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Bring the lazily loaded reviews slider in, so it is checked too: scrolled to until it has loaded.
    await loadLazySections(page);
    await expectNoSeriousA11yViolations(page);
  });
}

test.describe('signed in as the admin', () => {
  test.use({ storageState: savedSignIn.admin });

  test('no serious accessibility violations on the dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByLabel('Address').waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  for (const width of [820, 1280]) {
    test(`no serious accessibility violations on the takings at ${width} px, its chart drawn`, async ({ page }) => {
      await page.setViewportSize({ width, height: 1100 });
      await page.goto('/dashboard/takings');
      await expect(page.getByRole('figure').locator('canvas')).toBeVisible();
      await page.getByText(/^The \d+ days in figures$/).click();
      await expect(page.getByRole('table', { name: 'Day by day' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

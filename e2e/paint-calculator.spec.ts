import { expect, expectNoSeriousA11yViolations, signInByApi, test } from './support/fixtures';
import { expectCartCount, said } from './support/cart';
import { tools, waitForServiceWorker } from './support/offline';
import { holdAt, problemsInReach } from './support/reach';
import { waitForSaved } from './support/saved';

test("a paint's page works out how much a room takes, offline too, and puts that many in the cart", async ({
  page,
  context,
  newCustomer,
}) => {
  const paint = (await tools(page)).find((tool) => tool.coverage)!;
  expect(paint.coverage).toEqual({ sqftPerUnit: 400, unit: 'gallon' });
  await holdAt(page, 360);
  await signInByApi(page, newCustomer);
  await page.goto(`/tools/${paint._id}`);
  await expect(page.getByRole('heading', { level: 1, name: paint.name })).toBeVisible();
  await waitForServiceWorker(page);
  await waitForSaved(page, [['tools', paint._id]]);
  // Offline: what the calculator needs is on the device.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: paint.name })).toBeVisible();
  const calculator = page.getByRole('region', { name: 'How much do I need?' });
  await expect(calculator).toContainText('One gallon covers about 400 sq ft in one coat.');

  // 2 × (12 + 10) × 8 = 352 sq ft, less a door (21) and two windows (30): 301; two coats 602, 2 gallons.
  await calculator.getByLabel('Length (ft)').fill('12');
  await calculator.getByLabel('Width (ft)').fill('10');
  await calculator.getByLabel('Windows').fill('2');
  await expect(calculator.getByRole('status')).toHaveText('Walls 301 sq ft; 2 coats: 602 sq ft. You need 2 gallons.');
  // The ceiling's 120 sq ft: 842 sq ft, 3 gallons.
  await calculator.getByRole('checkbox', { name: 'Paint the ceiling too' }).check();
  await expect(calculator.getByRole('status')).toHaveText(
    'Walls 301 sq ft, ceiling 120 sq ft; 2 coats: 842 sq ft. You need 3 gallons.',
  );
  expect(await problemsInReach(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  // A size of nothing is said, and nothing is suggested.
  await calculator.getByLabel('Width (ft)').fill('0');
  await expect(calculator.getByText('Width must be more than 0 feet.')).toBeVisible();
  await expect(calculator.getByRole('button', { name: /to cart/ })).toHaveCount(0);
  await calculator.getByLabel('Width (ft)').fill('10');

  await calculator.getByRole('button', { name: 'Add 3 gallons to cart' }).click();
  await expect(said(page, `Added 3 × ${paint.name} to your cart.`)).toBeVisible();
  await expectCartCount(page, 1);
  await context.setOffline(false);
});

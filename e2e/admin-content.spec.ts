import { randomUUID } from 'node:crypto';
import { demoCustomer, logIn, savedSignIn } from './support/accounts';
import { apiSessionToken, expect, reviewsSliderTimeout, test } from './support/fixtures';
import { dataTable, rowsOf } from './support/tables';
import { announceCatalogueChange } from './support/catalogue';

// A real 8x8 PNG, so the uploaded image renders like any photo would.
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAGUlEQVR4nGP4z8DwHwuYCQ0DUWQYRgZjAgAX8w3/P4bnWgAAAABJRU5ErkJggg==',
  'base64',
);

// Admins run the shop from a tablet: their part runs at one held upright. Customers' reviews run at a phone's width.
const adminTablet = { storageState: savedSignIn.admin, viewport: { width: 820, height: 1180 } };

test.describe('products', () => {
  test.use(adminTablet);
  let toolId: string;
  const name = `Test Scraper ${randomUUID().slice(0, 6)}`;
  test.beforeEach(async ({ sql }) => {
    const [row] = await sql<{ id: string }>(
      `insert into tools (name, description, image, price_cents, min_order_quantity, available_quantity)
       values ($1, 'A scraper made for this test.', '/images/tools/putty-knife-set.svg', 1500, 1, 20) returning id`,
      [name],
    );
    toolId = row!.id;
    await announceCatalogueChange(sql);
  });
  test.afterEach(async ({ sql }) => {
    await sql('delete from tools where id = $1', [toolId]);
  });

  test('the admin updates a product, the form refusing a minimum above the quantity with a clear message, and sees the change on the home page', async ({
    page,
    sql,
  }) => {
    await page.goto('/dashboard/products');
    await page.getByRole('link', { name: `Update ${name}` }).click();
    await expect(page).toHaveURL(`/dashboard/updateProduct/${toolId}`);
    // A minimum above the 20 in stock is refused, and nothing is saved.
    await page.getByLabel('Minimum order').fill('30');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('The minimum order cannot be more than the quantity in stock.')).toBeVisible();
    expect(await sql('select min_order_quantity from tools where id = $1', [toolId])).toEqual([
      { min_order_quantity: 1 },
    ]);
    const renamed = `${name} Pro`;
    await page.getByLabel('Name').fill(renamed);
    await page.getByLabel('Minimum order').fill('3');
    await page.getByLabel('Quantity').fill('');
    await page.getByLabel('Quantity').pressSequentially('4x5');
    await expect(page.getByLabel('Quantity')).toHaveValue('45');
    await expect(page.getByLabel('Price ($)')).toHaveValue('15.00');
    await page.getByLabel('Price ($)').fill('42.99');
    // Made a paint, sold by the quart: its page gets the paint calculator.
    await page.getByLabel('Coverage (sq ft per unit, paints only)').fill('90');
    await page.getByLabel('Sold by the').selectOption('quart');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Product has been Updated' })).toBeVisible();
    expect(
      await sql(
        'select name, min_order_quantity, available_quantity, price_cents, coverage_sqft_per_unit, coverage_unit from tools where id = $1',
        [toolId],
      ),
    ).toEqual([
      {
        name: renamed,
        min_order_quantity: 3,
        available_quantity: 45,
        price_cents: 4299,
        coverage_sqft_per_unit: 90,
        coverage_unit: 'quart',
      },
    ]);
    // The price keeps its cents when the form opens again and is saved unchanged; so does the coverage.
    await page.goto(`/dashboard/updateProduct/${toolId}`);
    await expect(page.getByLabel('Price ($)')).toHaveValue('42.99');
    await expect(page.getByLabel('Coverage (sq ft per unit, paints only)')).toHaveValue('90');
    await expect(page.getByLabel('Sold by the')).toHaveValue('quart');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page).toHaveURL('/dashboard/products');
    expect(await sql('select price_cents from tools where id = $1', [toolId])).toEqual([{ price_cents: 4299 }]);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
  });

  test('the admin deletes a product after confirming', async ({ page, sql }) => {
    await page.goto('/dashboard/products');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Item Deleted' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
    expect(await sql('select 1 from tools where id = $1', [toolId])).toHaveLength(0);
  });
});

test.describe('signed in as the admin', () => {
  test.use(adminTablet);

  test('the admin makes a customer admin, who then sees the admin menu', async ({
    page,
    request,
    newCustomer,
    sql,
  }) => {
    await apiSessionToken(request, newCustomer);
    await page.goto('/dashboard/Allusers');
    let prompt = '';
    page.once('dialog', (dialog) => {
      prompt = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: `make admin: ${newCustomer.email}` }).click();
    const row = rowsOf(dataTable(page, 'All users')).filter({ hasText: newCustomer.email });
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();
    expect(prompt).toBe('are you sure? make this User admin.');
    expect(await sql('select role from users where email = $1', [newCustomer.email])).toEqual([{ role: 'admin' }]);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await logIn(page, newCustomer, '/login?redirect=/dashboard');
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'All Users' }),
    ).toBeVisible();
  });

  test('the admin adds a post with an image, sees it on the blog, then deletes it', async ({ page, sql }) => {
    const title = `Spring colour trends ${randomUUID().slice(0, 6)}`;
    await page.goto('/dashboard/addPost');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Sage greens and warm whites lead this season.');
    await page.getByLabel('Image').setInputFiles({ name: 'trend.png', mimeType: 'image/png', buffer: pngBytes });
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'your post has been published' })).toBeVisible();
    await expect(page).toHaveURL('/dashboard/blogs');
    await expect(rowsOf(dataTable(page, 'all blog posts')).filter({ hasText: title })).toBeVisible();
    const [stored] = await sql<{ image: string }>('select image from posts where title = $1', [title]);
    expect(stored?.image).toMatch(/^\/api\/uploads\/[0-9a-f]{64}\.png$/);

    await page.goto('/blogs');
    await expect(page.getByRole('region', { name: 'Posts' }).getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'recent post' }).getByRole('link').first()).toContainText(title);
    const image = page
      .getByRole('region', { name: 'Posts' })
      .getByRole('article')
      .filter({ hasText: title })
      .locator('img');
    await expect(image).toHaveJSProperty('naturalWidth', 8);

    await page.goto('/dashboard/blogs');
    let prompt = '';
    page.once('dialog', (dialog) => {
      prompt = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Item Deleted' })).toBeVisible();
    expect(prompt).toBe('are you sure? you want to delete?');
    expect(await sql('select 1 from posts where title = $1', [title])).toHaveLength(0);
  });
});

test.describe('reviews', () => {
  let marker: string;
  test.beforeEach(() => {
    marker = `E2E ${randomUUID()}`;
  });
  test.afterEach(async ({ sql }) => {
    await sql('delete from reviews where message like $1', [`${marker}%`]);
  });

  test.describe('signed in as the demo customer', () => {
    test.use({ storageState: savedSignIn.customer });

    test('a customer adds a 4-star review and sees it in the slider', async ({ page }) => {
      const message = `${marker} The tape left perfect lines`;
      await page.goto('/dashboard/addreview');
      await expect(page.getByLabel('Name')).toHaveValue(demoCustomer.name);
      await expect(page.getByLabel('Name')).toBeDisabled();
      await expect(page.getByText('Rating: 0 of 5')).toBeVisible();
      await page.locator('label', { hasText: '4 stars' }).click();
      await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
      await expect(page.getByText('Rating: 4 of 5')).toBeVisible();
      await page.getByLabel('Message').fill(message);
      await page.getByRole('button', { name: 'Submit review' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Your Review has been submitted' })).toBeVisible();

      await page.goto('/');
      await page.getByRole('heading', { name: 'What our customers say' }).scrollIntoViewIfNeeded();
      const slide = page.locator('.swiper-slide').filter({ hasText: message }).first();
      await expect(slide).toContainText(demoCustomer.name, { timeout: reviewsSliderTimeout });
      await expect(slide.getByRole('img', { name: 'Rated 4 out of 5' })).toBeAttached();
    });
  });

  test('a review with markup shows it as text and runs nothing', async ({ page, request }) => {
    const token = await apiSessionToken(request, demoCustomer);
    const payload = `${marker} <img src=x onerror="window.__xss=1"> <script>window.__xss=2</script>`;
    await request.post('/api/reviews', {
      headers: { Authorization: `Bearer ${token}` },
      data: { message: payload, rating: 5 },
    });
    let dialogs = 0;
    page.on('dialog', () => dialogs++);
    await page.goto('/');
    await page.getByRole('heading', { name: 'What our customers say' }).scrollIntoViewIfNeeded();
    await expect(page.locator('.swiper-slide').filter({ hasText: payload }).first()).toBeAttached({
      timeout: reviewsSliderTimeout,
    });
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import type { Post } from '../src/shared/answers/catalogue';
import { savedSignIn } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, signInByApi, test } from './support/fixtures';
import { waitForAnimations } from './support/saved';
import { waitForServiceWorker } from './support/offline';
import { dataTable, rowsOf } from './support/tables';
import { announceCatalogueChange } from './support/catalogue';
import { insertPaidOrders } from './support/orders';
import { awaitMail, deleteMailOf } from './support/mail';

// A real 8x8 PNG, uploaded as a product's picture.
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAGUlEQVR4nGP4z8DwHwuYCQ0DUWQYRgZjAgAX8w3/P4bnWgAAAABJRU5ErkJggg==',
  'base64',
);

test('a post has its own page, rendered by the server with its data, and opens offline once the blog was seen', async ({
  page,
  context,
  request,
}) => {
  const posts = (await (await request.get('/api/posts')).json()) as Post[];
  const [first, second] = posts as [Post, Post];
  const html = await (await request.get(`/blogs/${first._id}`)).text();
  expect(html).toContain(first.title);
  expect(html).toContain(first.desc.slice(-40));

  await page.goto('/blogs');
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: `Read the whole post: ${first.title}` }).click();
  await expect(page).toHaveURL(`/blogs/${first._id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page.getByText(first.date).first()).toBeVisible();
  // The pointer rests where "Read more" was, over the button below the post: away, and past its fade.
  await page.mouse.move(0, 0);
  await waitForAnimations(page);
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(true);
  await page.getByRole('link', { name: 'All posts' }).first().click();
  await page.getByRole('link', { name: `Read the whole post: ${second.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  // A full load offline: the worker answers with the prerendered post page, the saved list fills it in.
  await page.goto(`/blogs/${posts[2]!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: posts[2]!.title })).toBeVisible();
  await context.setOffline(false);

  await page.goto('/blogs/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'This post was not found' })).toBeVisible();
});

test.describe('signed in as the admin', () => {
  test.use({ storageState: savedSignIn.admin });

  test('a contact message reaches the admin, who marks it handled, and answers it by email from the inbox', async ({
    page,
    sql,
  }) => {
    const subject = `Ceiling stain ${randomUUID().slice(0, 6)}`;
    const email = `robin.${randomUUID().slice(0, 8)}@example.com`;
    const response = await page.request.post('/api/msg', {
      data: { name: 'Robin Reyes', email, subject, msg: 'A brown ring above the shower.' },
    });
    expect(response.status()).toBe(201);

    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL('/dashboard/messages');
    const row = rowsOf(dataTable(page, 'Contact messages')).filter({ hasText: subject });
    await expect(row).toContainText('Robin Reyes');
    await expect(row).toContainText(email);
    await expect(row).toContainText('A brown ring above the shower.');
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: 'Mark the message from Robin Reyes handled' }).click();
    await expect(row.getByRole('button', { name: /^Handled/ })).toBeVisible();
    expect(
      await sql('select handled_at is not null as handled from contact_messages where subject = $1', [subject]),
    ).toEqual([{ handled: true }]);

    await row.getByRole('button', { name: 'Reply to Robin Reyes by email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reply to Robin Reyes' });
    await expect(dialog).toContainText(`Re: ${subject}`);
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect(dialog.getByText('Reply is required.')).toBeVisible();
    await dialog
      .getByLabel('Reply', { exact: true })
      .fill('That is a leak from the bath above; we will look at it on Monday.');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('message-reply-dialog.png') });
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: `Reply sent to ${email}` })).toBeVisible();
    const replies = row.getByRole('list', { name: 'Replies to Robin Reyes' });
    await expect(replies).toContainText('That is a leak from the bath above; we will look at it on Monday.');
    await expect(replies).toContainText(/Replied \w{3} \d{1,2}/);
    await row.screenshot({ path: test.info().outputPath('message-replied.png') });
    const [mail] = await awaitMail(page.request, { to: email, subject: `Re: ${subject}` });
    expect(mail!.text).toContain('That is a leak from the bath above; we will look at it on Monday.');
    expect(mail!.text).toContain(subject);
    expect(mail!.text).not.toContain('A brown ring above the shower.');
    await sql('delete from contact_messages where subject = $1', [subject]);
    await deleteMailOf(sql, email);
  });
});

test.describe('signed in as the admin', () => {
  test.use({ storageState: savedSignIn.admin });

  test('an admin adds a product with its picture and a price with cents', async ({ page, sql }) => {
    const name = `Corner Roller ${randomUUID().slice(0, 6)}`;
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Add Product' }).click();
    await expect(page).toHaveURL('/dashboard/addProduct');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Choose an image.')).toBeVisible();

    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('A short roller for corners and edges.');
    await page
      .getByLabel('Product image')
      .setInputFiles({ name: 'roller.png', mimeType: 'image/png', buffer: pngBytes });
    await page.getByLabel('Minimum order').fill('2');
    await page.getByLabel('Quantity').fill('30');
    await page.getByLabel('Price ($)').pressSequentially('12.345');
    await expect(page.getByLabel('Price ($)')).toHaveValue('12.34');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Product has been added' })).toBeVisible();
    await expect(page).toHaveURL('/dashboard/products');
    await expect(page.getByRole('link', { name: `Update ${name}` })).toBeVisible();
    const [row] = await sql<{ price_cents: number; image: string; min_order_quantity: number }>(
      'select price_cents, image, min_order_quantity from tools where name = $1',
      [name],
    );
    expect(row).toMatchObject({ price_cents: 1234, min_order_quantity: 2 });
    expect(row!.image).toMatch(/^\/api\/uploads\/[0-9a-f]{64}\.png$/);
    await sql('delete from tools where name = $1', [name]);
  });
});

test.describe('finding a tool', () => {
  const soldOut = `Sold-out Sprayer ${randomUUID().slice(0, 6)}`;
  let soldOutId: string;
  test.beforeEach(async ({ sql }) => {
    const [row] = await sql<{ id: string }>(
      `insert into tools (name, description, image, price_cents, min_order_quantity, available_quantity)
       values ($1, 'Gone until the next delivery.', '/images/tools/paint-sprayer.svg', 9900, 1, 0) returning id`,
      [soldOut],
    );
    soldOutId = row!.id;
    await announceCatalogueChange(sql);
  });
  test.afterEach(async ({ sql }) => {
    await sql('delete from tools where id = $1', [soldOutId]);
  });

  test('the search box filters the tools as you type, offline too, and says what is out of stock', async ({
    page,
    context,
    newCustomer,
  }) => {
    await page.goto('/');
    const tools = page.getByRole('list', { name: 'Tools' });
    const search = page.getByRole('searchbox', { name: 'Search the tools' });
    await search.fill('tape');
    await expect(tools.getByRole('heading', { level: 3 })).toHaveText(["Painter's Tape, 2-pack"]);
    await expect(page.getByRole('status').filter({ hasText: /1 of \d+ tools match “tape”/ })).toBeVisible();
    await search.fill('sold-out sprayer');
    const card = tools.getByRole('listitem').filter({ hasText: soldOut });
    await expect(card).toContainText('Out of stock');
    await search.fill('zzz no such tool');
    await expect(page.getByRole('status').filter({ hasText: 'No tools match “zzz no such tool”.' })).toBeVisible();

    await context.setOffline(true);
    await search.fill('drill');
    await expect(tools.getByRole('heading', { level: 3 })).toHaveText(['20V Cordless Drill Kit']);
    await expect(tools.getByRole('listitem').first()).toContainText('In stock');
    await context.setOffline(false);

    await signInByApi(page, newCustomer);
    await page.goto(`/tools/${soldOutId}`);
    await expect(page.getByRole('status').filter({ hasText: 'Out of stock' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Purchase' })).toBeDisabled();
  });
});

test('My Orders pages through the server 25 at a time, with days on the viewer’s calendar', async ({
  browser,
  newCustomer,
  sql,
}) => {
  // Auckland is a day ahead of UTC in the evening: an order placed at 20:00 UTC on 1 January is on 2 January there.
  const context = await browser.newContext({
    timezoneId: 'Pacific/Auckland',
    viewport: test.info().project.use.viewport,
  });
  const page = await context.newPage();
  await signInByApi(page, newCustomer);
  await insertPaidOrders(sql, newCustomer, 30, Date.UTC(2026, 0, 1, 20, 0, 0));
  await page.goto('/dashboard/myOrders');
  const orders = rowsOf(dataTable(page, 'My orders')).filter({ hasText: 'Page Street' });
  await expect(orders).toHaveCount(25);
  await expect(orders.first()).toContainText('30 Page Street');
  await expect(orders.first()).toContainText('2/1/2026');
  const pages = page.getByRole('navigation', { name: 'My orders pages' });
  await expect(pages).toContainText('Showing 1–25 of 30');
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('Showing 26–30 of 30');
  await expect(orders).toHaveCount(5);
  await expect(orders.last()).toContainText('1 Page Street');
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(pages).toContainText('Showing 1–25 of 30');
  await context.close();
});

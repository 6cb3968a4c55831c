import { randomUUID } from 'node:crypto';
import type { Tool } from '../src/shared/answers/catalogue';
import { createEmulatorAccount } from '../src/server/auth/emulator';
import { demoAdmin, logIn } from './support/accounts';
import { apiSessionToken, expect, test, withoutServiceWorker } from './support/fixtures';
import { readStack } from './support/stack-info';
import { dataTable } from './support/tables';

test.use(withoutServiceWorker);

// `$&` and `$'` too: pages the server renders must not read them as replacement patterns.
const payload = (marker: string) =>
  `${marker} $& $' <img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;

test('markup in post titles and user names shows as text on every page and runs nothing', async ({
  page,
  request,
  sql,
}) => {
  const marker = `XSS-${randomUUID().slice(0, 8)}`;
  // A customer whose display name is markup, as a sign-up form would let anyone choose.
  const newCustomer = { email: `${marker.toLowerCase()}@example.com`, password: 'xss-test-123', name: payload(marker) };
  await createEmulatorAccount(readStack().emulatorHost, newCustomer);
  const admin = await apiSessionToken(request, demoAdmin);
  await request.post('/api/post', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { title: payload(marker), desc: payload(marker), img: '/images/blog/brush-care.svg' },
  });
  const customer = await apiSessionToken(request, newCustomer);
  const tools = (await (await request.get('/api/services')).json()) as Tool[];
  await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${customer}` },
    data: {
      productId: tools[0]!._id,
      productQuantity: tools[0]!.minOrderQuanity,
      userAddress: payload(marker),
      userState: 'OR',
      userZip: '97401',
    },
  });
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });

  try {
    // The server renders /blogs with its posts: the markup escapes them, and so does the embedded data.
    const blogs = await (await request.get('/blogs')).text();
    expect(blogs).not.toContain('<script>window.__xss');
    expect(blogs).not.toContain('<img src=x');
    await page.goto('/blogs');
    await expect(
      page.getByRole('region', { name: 'Posts' }).getByRole('heading', { name: payload(marker) }),
    ).toBeVisible();
    await logIn(page, newCustomer, '/login?redirect=/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome, ${payload(marker)}` })).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await logIn(page, demoAdmin, '/login?redirect=/dashboard/Allusers');
    await expect(dataTable(page, 'All users').getByText(payload(marker))).toBeVisible();
    await page.goto('/dashboard/orders');
    await expect(dataTable(page, 'All orders').getByText(payload(marker)).first()).toBeVisible();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toBe(0);
  } finally {
    await sql('delete from posts where title like $1', [`${marker}%`]);
    await sql('delete from orders where user_email = $1', [newCustomer.email]);
    await sql('delete from users where email = $1', [newCustomer.email]);
  }
});

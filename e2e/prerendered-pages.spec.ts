import type { Page } from '@playwright/test';
import type { Post, Tool } from '../src/shared/answers/catalogue';
import { expect, isPhone, test } from './support/fixtures';

const publicPages = [
  { path: '/', heading: 'Fresh colour, expertly done.' },
  { path: '/about', heading: 'About Us' },
  { path: '/blogs', heading: 'Blogs' },
  { path: '/contactUs', heading: 'Contact Us' },
];

/** Everything the page reports going wrong, a failed hydration included (React reports it as an error). */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Keeps the header and main element of the HTML as it arrived; after hydration the page must still show
 * those very elements, which it does only if React adopted the markup instead of replacing it.
 */
async function rememberPrerenderedElements(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const kept = window as unknown as { prerendered?: Element[] };
      kept.prerendered = [document.querySelector('header')!, document.querySelector('main')!];
    });
  });
}

/**
 * Interactive once hydrated: the app marks its first commit (the page's shell hydrated), then React hydrates
 * in slices, a section's Suspense boundary after the footer, and the main thread is idle only once it has
 * finished. A link pressed before then navigates while a boundary still hydrates, which React survives by
 * rendering that boundary afresh (reported as recoverable errors). Idle alone is not enough: the main thread
 * is idle too while the app's files are still on their way.
 */
const untilHydrated = async (page: Page) => {
  await page.waitForFunction(() => performance.getEntriesByName('brushwork:app-on-screen').length > 0);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
};

const hydrated = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { prerendered?: Element[] }).prerendered ?? [];
    return (
      kept.length === 2 && kept[0] === document.querySelector('header') && kept[1] === document.querySelector('main')
    );
  });

test('public pages arrive rendered with their current data, safe to embed', async ({ request }) => {
  const tools = (await (await request.get('/api/services')).json()) as Tool[];
  const posts = (await (await request.get('/api/posts')).json()) as Post[];
  const home = await (await request.get('/')).text();
  expect(home).toContain('Fresh colour, expertly done.');
  expect(home).toContain(tools[0]!.name);
  const blogs = await (await request.get('/blogs')).text();
  expect(blogs).toContain(posts[0]!.title);
  expect(blogs).toMatch(/<script type="application\/json" id="page-data">[^<]*<\/script>/);
  // Every other address still gets the app shell.
  expect(await (await request.get('/dashboard/myOrders')).text()).toContain('<div id="root"></div>');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages read as designed, with their data; what needs the app waits for it, disabled', async ({
    page,
  }) => {
    for (const { path, heading } of publicPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Skip to content' })).not.toBeInViewport();
      if (isPhone(page)) await expect(page.getByRole('link', { name: 'About', exact: true })).toBeHidden();
      else
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }),
        ).toBeVisible();
    }
    await page.goto('/blogs');
    await expect(page.getByRole('region', { name: 'Posts' }).getByRole('article').first()).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Tools' }).getByRole('listitem').first()).toBeVisible();

    // What needs the app waits for it, disabled, so nothing typed or tapped is lost.
    await page.goto('/contactUs');
    await expect(page.getByLabel('First name')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    if (isPhone(page)) await expect(page.getByRole('button', { name: 'Open menu' })).toBeDisabled();
  });
});

test('the app hydrates each public page and a post in place, with no mismatch and no error', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await rememberPrerenderedElements(page);
  for (const { path, heading } of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await untilHydrated(page);
    // A client-side navigation keeps the document (and the remembered elements).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contactUs');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(await hydrated(page), `${path} was hydrated in place`).toBe(true);
  }
  expect(errors).toEqual([]);

  // A post's page, rendered with its data or from the prerendered placeholder.
  const [post] = (await (await request.get('/api/posts')).json()) as Post[];
  await page.goto(`/blogs/${post!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: post!.title })).toBeVisible();
  await untilHydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  expect(await hydrated(page), 'the post page was hydrated in place').toBe(true);

  await page.goto('/blogs/00000000-0000-4000-8000-00000000dead');
  await expect(page.getByRole('heading', { level: 1, name: 'This post was not found' })).toBeVisible();
  // The browser logs the API's 404 and React the error its boundary caught and showed; nothing else may go wrong.
  expect(errors.filter((error) => !/Post was not found|status of 404/.test(error))).toEqual([]);
});

test("a first visit's service worker is registered once the app is on the screen, not beside its start", async ({
  page,
}) => {
  // Each test has a browser context of its own: no worker is registered yet, as on a first visit.
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      const calls = window as unknown as { registeredOnScreen?: boolean[] };
      calls.registeredOnScreen = [
        ...(calls.registeredOnScreen ?? []),
        performance.getEntriesByName('brushwork:app-on-screen').length > 0,
      ];
      return register.apply(this, args);
    };
  });
  await page.goto('/about');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
  const registeredOnScreen = await page.evaluate(
    () => (window as unknown as { registeredOnScreen?: boolean[] }).registeredOnScreen,
  );
  expect(registeredOnScreen?.length, 'the page registered its worker').toBeGreaterThan(0);
  expect(registeredOnScreen, 'each registration came after the app was on the screen').not.toContain(false);
});

test('a page whose markup does not match its data is caught, not silently kept', async ({ page, request }) => {
  // The check above must be able to fail: here the markup says one thing and the embedded data another.
  const posts = (await (await request.get('/api/posts')).json()) as Post[];
  await page.route('/blogs', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(`>${posts[0]!.title}<`, '>A title the data does not have<');
    await route.fulfill({ response, body: html });
  });
  const errors = collectErrors(page);
  await page.goto('/blogs');
  // React renders that part again from the data, and says so: minified, its hydration error is #418.
  await expect(
    page.getByRole('region', { name: 'Posts' }).getByRole('heading', { name: posts[0]!.title }),
  ).toBeVisible();
  await expect.poll(() => errors.join('\n')).toMatch(/#418|hydrat/i);
});

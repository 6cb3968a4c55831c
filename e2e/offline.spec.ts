import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import type { Tool } from '../src/shared/answers/catalogue';
import { demoCustomer, savedSignIn } from './support/accounts';
import { expect, fillMessageForm, reviewsSliderTimeout, test } from './support/fixtures';
import { waitForServiceWorker } from './support/offline';
import { outboxEntries, waitForNetworkQuiet, waitForSaved } from './support/saved';

/** The home page's catalogue and reviews, then the blog's posts: what a painter looks at first. */
async function expectCatalogueShown(page: Page) {
  await expect(page.getByRole('list', { name: 'Tools' }).getByRole('listitem').nth(11)).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Tools' })
      .getByRole('listitem')
      .filter({ hasText: 'Premium Interior Paint, 1 gal' }),
  ).toBeVisible();
  await page.getByRole('heading', { name: 'What our customers say' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.swiper-slide').first()).toBeVisible({ timeout: reviewsSliderTimeout });
  await page.goto('/blogs');
  await expect(page.getByRole('region', { name: 'Posts' }).getByRole('article').first()).toBeVisible();
}

/** Waits until the service worker controls the page, then visits what a painter would look at first. */
async function warmUp(page: Page) {
  await page.goto('/');
  await waitForServiceWorker(page);
  await expectCatalogueShown(page);
  await waitForSaved(page, [['tools'], ['reviews'], ['posts']]);
}

test('a cold start offline shows the catalogue, blog and reviews from the saved cache', async ({ page, context }) => {
  await warmUp(page);
  await context.setOffline(true);
  const coldPage = await context.newPage();
  const home = await coldPage.goto('/');
  // The worker answers with the prerendered home page, which paints before any code runs, not the shell.
  expect(home?.fromServiceWorker()).toBe(true);
  expect(await home!.text()).toContain('Fresh colour, expertly done.');
  await expect(coldPage.getByRole('status').filter({ hasText: 'You are offline — showing saved data' })).toBeVisible();
  await expectCatalogueShown(coldPage);
  await context.setOffline(false);
});

test.describe('signed in as the demo customer', () => {
  test.use({ storageState: savedSignIn.customer });

  test('a tool page seen before opens offline, and going offline does not sign anyone out', async ({
    page,
    context,
  }) => {
    const tools = (await (await page.request.get('/api/services')).json()) as Tool[];
    const sprayer = tools.find((tool) => tool.name === 'Airless Paint Sprayer')!;
    await warmUp(page);
    await page.goto(`/tools/${sprayer._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Airless Paint Sprayer' })).toBeVisible();
    await waitForSaved(page, [['tools', sprayer._id]]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Airless Paint Sprayer' })).toBeVisible();
    await page.goto('/dashboard/myOrders');
    await expect(page).toHaveURL('/dashboard/myOrders');
    await expect(page.getByRole('heading', { name: `Welcome, ${demoCustomer.name}` })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBeNull();
    await context.setOffline(false);
  });
});

test('a contact message written offline waits, survives a reload, and arrives once when back online', async ({
  page,
  context,
  sql,
}) => {
  const subject = `Offline quote ${randomUUID()}`;
  await warmUp(page);
  await page.goto('/contactUs');
  await context.setOffline(true);
  await fillMessageForm(page, {
    firstName: 'Sam',
    lastName: 'Site',
    email: 'sam@example.com',
    subject,
    msg: 'Written on a roof with no signal.',
  });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved — will send when you are back online' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '1 waiting' })).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: '1 waiting' }).click();
  await expect(page.getByRole('list', { name: 'Outbox' })).toContainText(`Message: ${subject}`);
  expect(await sql('select 1 from contact_messages where subject = $1', [subject])).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: '1 waiting' })).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(async () => (await sql('select name from contact_messages where subject = $1', [subject])).length)
    .toBe(1);
  await page.reload();
  // Started afresh, the outbox holds nothing and sends nothing more.
  await expect(page.getByRole('button', { name: /waiting/ })).toHaveCount(0);
  await waitForNetworkQuiet(page);
  expect(await outboxEntries(page)).toEqual([]);
  expect(await sql('select name from contact_messages where subject = $1', [subject])).toEqual([{ name: 'Sam Site' }]);
  await sql('delete from contact_messages where subject = $1', [subject]);
});

test('Chromium judges the built app installable', async ({ baseURL }, testInfo) => {
  // Installability is judged only outside incognito, so this runs in a browser profile of its own.
  const profile = mkdtempSync(path.join(tmpdir(), 'brushwork-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installability.installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

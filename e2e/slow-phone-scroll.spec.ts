import { expect, test } from './support/fixtures';

/**
 * A mid-range phone (Chromium's CPU throttling at 4×, as Lighthouse's mobile runs): the prerendered page
 * is on screen long before the app starts, and a reader who scrolls at once must stay where they went
 * when the app takes over. Run once, in the phone project.
 */
for (const path of ['/', '/about', '/blogs']) {
  test(`a reader who scrolls ${path} before the app starts stays where they scrolled`, async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.move(195, 400);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1000);

    // The app has started once the menu answers; the reader is still down the page after its first render.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeEnabled({ timeout: 20_000 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
    );
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(1000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
}

import type { Post } from '../src/shared/answers/catalogue';
import { expect, test } from './support/fixtures';

/**
 * A mid-range phone (Chromium's CPU throttling at 4×, as Lighthouse's mobile runs): the prerendered page
 * is on screen long before the app starts, and a reader who scrolls at once must stay where they went
 * when the app takes over. The home page, prerendered ahead, and a post, rendered by the server with its data:
 * the two ways a page arrives before the app (the other prerendered pages arrive as the home page does, and
 * prerendered-pages.spec.ts checks that each hydrates in place).
 */
const pages = ['/', 'a post'];

for (const name of pages) {
  test(`a reader who scrolls ${name} before the app starts stays where they scrolled`, async ({ page, context }) => {
    let path = name;
    if (name === 'a post') {
      const [post] = (await (await page.request.get('/api/posts')).json()) as Post[];
      path = `/blogs/${post!._id}`;
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.move(195, 400);
    await page.mouse.wheel(0, 1500);
    // As far as the page goes: a short page stops the reader at its end.
    const scrolledTo = () => page.evaluate(() => scrollY);
    await expect.poll(scrolledTo).toBeGreaterThan(200);
    const readerAt = await scrolledTo();

    // The app has started once the menu answers; the reader is still down the page after its first render.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeEnabled({ timeout: 20_000 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
    );
    expect(await scrolledTo()).toBeGreaterThanOrEqual(Math.min(readerAt, 1000) - 50);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
}

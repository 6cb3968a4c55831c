import { expect, type Page, test } from '@playwright/test';
import { reviewsSliderTimeout } from './fixtures';

/**
 * The narrowest width of each of the shop's layouts, where each is most cramped: a small phone (360), the `sm`
 * breakpoint (640), a tablet upright at `md` (768) and sideways at `lg` (1024). A width between two of them has
 * more room than the lower one in the same layout, so the four stand for 360 to 1024.
 */
export const deviceWidths = [360, 640, 768, 1024];

/** Holds the page at `width`, as tall as a phone upright below 700 px and as a tablet above. */
export async function holdAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 700 ? 800 : 1100 });
}

/**
 * Waits for the page to lay itself out again after a resize: two frames painted (media queries and the
 * ResizeObservers of a chart or a signature pad have answered by then), every finite animation or transition
 * ended, and nothing in the main area still loading.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((each) => each.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((each) => each.finished.catch(() => undefined)));
  });
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/**
 * Walks the page as it stands through `widths` by resizing it, as a tablet turned or a window dragged does,
 * and fails naming everything out of reach (see problemsInReach) at every width, with a full-page screenshot
 * of each width that has a problem attached to the result. The shop lays itself out by CSS, not by the width
 * it was loaded at, so one load serves every width. `atEachWidth` runs once the page has settled at a width,
 * before it is checked (to open the menu where the navigation folds, or to check what a width shows).
 */
export async function expectInReachAtWidths(
  page: Page,
  what: string,
  widths: number[] = deviceWidths,
  atEachWidth?: (width: number) => Promise<void>,
) {
  const found: string[] = [];
  for (const width of widths) {
    await holdAt(page, width);
    await settle(page);
    await atEachWidth?.(width);
    const problems = await problemsInReach(page);
    if (problems.length === 0) continue;
    found.push(...problems.map((problem) => `${what} at ${width} px: ${problem}`));
    const body = await page.screenshot({ fullPage: true });
    await test.info().attach(`${what.replaceAll('/', '-')}-${width}.png`, { body, contentType: 'image/png' });
  }
  expect(found).toEqual([]);
}

/**
 * Brings each section that loads as it comes near the screen (the reviews slider) into view until it has
 * loaded, not once: a section replaced as the page hydrates is scrolled to afresh.
 */
export async function loadLazySections(page: Page) {
  const loading = page.getByRole('main').locator('[aria-busy="true"]');
  await expect
    .poll(
      async () => {
        for (const section of await loading.all())
          await section.scrollIntoViewIfNeeded({ timeout: 1000 }).catch(() => {});
        return loading.count();
      },
      { timeout: reviewsSliderTimeout },
    )
    .toBe(0);
}

/**
 * What a person could not reach on the page as it stands: a page that scrolls sideways, a visible control
 * beyond the screen's edge (a notice on its way in or out excepted), a table row's action smaller than a 44 × 44 px target. Empty when all is in reach.
 */
export async function problemsInReach(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) problems.push(`the page scrolls sideways (${scrollWidth} px wide in ${width} px)`);
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '')
        .trim()
        .slice(0, 50);
    const controls = document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea');
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      if (control.closest('.sr-only')) continue;
      // A notice sliding in from the edge or out past it is in passing; once in place it is checked like the rest.
      if (/-(enter|exit)--/.test(control.closest('.Toastify__toast')?.className ?? '')) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        problems.push(
          `${control.tagName.toLowerCase()} "${name(control)}" lies at ${Math.round(box.left)}–${Math.round(box.right)} px`,
        );
      }
    }
    const rowActions = document.querySelectorAll('main table :is(button, a), main ul[aria-label] > li :is(button, a)');
    for (const action of rowActions) {
      const box = action.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width < 44 || box.height < 44) {
        problems.push(`row action "${name(action)}" is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
      }
    }
    return problems;
  });
}

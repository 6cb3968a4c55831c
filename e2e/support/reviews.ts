import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, reviewsSliderTimeout } from './fixtures';
import { awaitMail } from './mail';

/**
 * The review request mailed to `to` after their painting job, answered from its link on `page` (signed in as
 * them) with 5 stars and `message`: thanked, then shown on the home page's slider as a verified customer's.
 */
export async function reviewFromRequestMail(page: Page, { to, message }: { to: string; message: string }) {
  const [asked] = await awaitMail(page.request, { to, subject: 'How did your painting with Brushwork go?' });
  const link = new URL(/https?:\/\/\S+\/reviews\/new\?key=[\w-]+/.exec(asked!.text)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Review your painting' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.locator('label', { hasText: '5 stars' }).click();
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('heading', { name: 'What our customers say' }).scrollIntoViewIfNeeded();
  const slide = page.locator('.swiper-slide').filter({ hasText: message }).first();
  await expect(slide.getByText('Verified customer')).toBeVisible({ timeout: reviewsSliderTimeout });
}

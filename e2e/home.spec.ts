import { expect, test } from './support/fixtures';

// One load of the home page serves every check of it: a first visit costs the most of any page.
test('the home page shows its brand, hero, numbers, banner, tools and reviews; its links and layout hold', async ({
  page,
  request,
}) => {
  const catalogue = (await (await request.get('/api/services')).json()) as { _id: string; name: string }[];
  await page.goto('/');
  await expect(page).toHaveTitle('Brushwork | Painting Services & Home-Repair Tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh colour, expertly done.' })).toBeVisible();

  const stats = page.getByRole('region', { name: 'Brushwork in numbers' });
  for (const [value, label] of [
    ['1000+', 'Happy Customers'],
    ['12M+', 'Annual Revenue'],
    ['33K+', 'Reviews'],
    ['50+', 'Tools'],
  ] as const) {
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Not sure which colour? Ask a colour expert.' })).toBeVisible();

  const tools = page.getByRole('list', { name: 'Tools' }).getByRole('listitem');
  await expect(tools.nth(11)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Premium Interior Paint, 1 gal' })).toBeVisible();

  await page.getByRole('heading', { name: 'What our customers say' }).scrollIntoViewIfNeeded();
  await expect(page.getByText('Maria Lopez').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeVisible();
  const slider = page.locator('.swiper');
  const params = await slider.evaluate((element) => {
    const { effect, speed } = (element as HTMLElement & { swiper: { params: { effect: string; speed: number } } })
      .swiper.params;
    return { effect, speed };
  });
  expect(params).toEqual({ effect: 'coverflow', speed: 300 });

  const first = catalogue.find((tool) => tool.name === 'Airless Paint Sprayer')!;
  await expect(page.getByRole('link', { name: 'Buy Now: Airless Paint Sprayer' })).toHaveAttribute(
    'href',
    `/tools/${first._id}`,
  );
  const cards = page.getByRole('list', { name: 'Tools' }).getByRole('listitem');
  const rowsOfTheFirstThree = async () =>
    new Set(await Promise.all([0, 1, 2].map(async (index) => (await cards.nth(index).boundingBox())!.y))).size;
  // 1 to a row on a phone, 3 on a desktop's screen.
  expect(await rowsOfTheFirstThree()).toBe(3);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(rowsOfTheFirstThree).toBe(1);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/#tools$/);
  await expect(page.getByRole('heading', { name: 'Our Tools & Services' })).toBeInViewport();
});

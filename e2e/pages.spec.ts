import { expect, expectNoSeriousA11yViolations, reviewsSliderTimeout, test } from './support/fixtures';

test('about page: banner with breadcrumb, About Us hero, tools list and reviews', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByText('About Us')).toHaveAttribute('aria-current', 'page');

  await expect(page.getByRole('heading', { name: 'We Are The Best Painting Service Company' })).toBeVisible();
  const portrait = page.getByRole('img', { name: 'A Brushwork painter in overalls holding a brush' });
  await expect(portrait).toHaveCSS('border-radius', /9999px|50%/);
  await expect(page.locator('#about-title ~ ul > li')).toHaveCount(3);

  await expect(page.getByRole('list', { name: 'Tools' }).getByRole('listitem').nth(11)).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Tools' })
      .getByRole('listitem')
      .filter({ hasText: 'Premium Interior Paint, 1 gal' }),
  ).toBeVisible();
  await page.getByRole('heading', { name: 'What our customers say' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.swiper-slide').first()).toBeVisible({ timeout: reviewsSliderTimeout });

  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/#tools$/);
});

test('blogs page: posts with 250-character excerpts, newest three as recent posts, social links, the sidebar beside the posts on a desktop', async ({
  page,
  request,
}) => {
  const posts = (await (await request.get('/api/posts')).json()) as { title: string; desc: string }[];
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();

  const list = page.getByRole('region', { name: 'Posts' });
  await expect(list.getByRole('article')).toHaveCount(posts.length);
  const longPost = posts.find((post) => post.desc.length > 250)!;
  await expect(list.getByText(`${longPost.desc.slice(0, 250)}...`, { exact: true })).toBeVisible();

  const recent = page.getByRole('region', { name: 'recent post' });
  await expect(recent.getByRole('link')).toHaveText(
    posts.slice(0, 3).map((post) => new RegExp(post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
  );

  const social = page.getByRole('region', { name: 'Social Media' });
  for (const name of ['instagram', 'facebook', 'Twitter', 'Youtube']) {
    await expect(social.getByRole('link', { name, exact: true })).toBeVisible();
  }

  // The same page on a desktop's screen: the sidebar beside the posts, which take most of the width.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect
    .poll(async () => {
      const postsBox = (await list.boundingBox())!;
      const sidebar = (await page.getByRole('complementary', { name: 'Blog sidebar' }).boundingBox())!;
      return {
        postsShare: postsBox.width / (postsBox.width + sidebar.width) > 0.6,
        sidebarBeside: sidebar.x > postsBox.x + postsBox.width,
      };
    })
    .toEqual({ postsShare: true, sidebarBeside: true });
});

test('nav bar and footer are on every page and the nav leads where it says, from the menu on a phone and the bar on a desktop', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menuToggle = page.getByRole('button', { name: 'Open menu' });
  // A phone's width, where the links fold into the menu, then a desktop's, where they sit in the bar.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
    if (width >= 640) await expect(menuToggle).toBeHidden();
    for (const [name, path, heading] of [
      ['About', '/about', 'About Us'],
      ['blogs', '/blogs', 'Blogs'],
      ['contact us', '/contactUs', 'Contact Us'],
      ['Home', '/', 'Fresh colour, expertly done.'],
    ] as const) {
      if (width < 640) await menuToggle.click();
      await expect(nav.getByRole('link', { name: 'login' })).toBeVisible();
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      for (const column of ['Services', 'Company', 'Legal'])
        await expect(footer.getByRole('heading', { name: column })).toBeVisible();
      await expect(footer.getByText('Cookie policy')).toBeVisible();
    }
  }

  // The footer's legal column, and the sign-up form, lead to the terms and the privacy policy.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await footer.getByRole('link', { name: 'Cookie policy' }).click();
  await expect(page).toHaveURL('/privacy#cookies');
  await expect(page.getByRole('heading', { name: 'Cookies and your device' })).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/signUp');
  await page.getByRole('main').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
});

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page has not been painted yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
});

// The headers themselves, every one of them on every answer, are the server's app.test's to check.
test('the home page runs whole, reviews included, under its strict Content-Security-Policy with no violation', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/');
  expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.getByRole('heading', { name: 'What our customers say' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.swiper-slide').first()).toBeVisible({ timeout: reviewsSliderTimeout });
  expect(violations).toEqual([]);
});

test('hashed assets are compressed and cached for good; the shell is revalidated', async ({ request }) => {
  const shell = await request.get('/login', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(shell.headers()['cache-control']).toBe('no-cache');
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await shell.text())![1]!;
  const asset = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
});

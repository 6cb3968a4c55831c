import type { Page } from '@playwright/test';
import { savedSignIn } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, signInByApi, test, withoutServiceWorker } from './support/fixtures';
import { bookVisit, cancelVisit } from './support/visits';
import { placeOrder, tools } from './support/offline';
import { deviceWidths, expectInReachAtWidths, holdAt } from './support/reach';
import { seedJob, shopTimeZone } from './support/jobs';

test.use(withoutServiceWorker);

/**
 * Every dashboard page at the widths its people hold (phones, tablets upright and sideways), for a customer
 * and for an admin, who is mostly on a tablet and sometimes on a phone. Fails when anything is out of reach
 * (see problemsInReach), with a screenshot of each page and width that has a problem.
 */

/**
 * Loads each page once and walks it through every width by resizing it. Every other page is loaded at the
 * widest width and walked down to the narrowest, the rest the other way: a layout that only comes right when
 * loaded at a width shows itself either way. `a11yAt` names the pages also checked with axe, and at which width.
 */
async function checkPages(page: Page, paths: string[], a11yAt: Record<string, number> = {}) {
  for (const [index, path] of paths.entries()) {
    const widths = index % 2 === 0 ? deviceWidths : [...deviceWidths].reverse();
    await holdAt(page, widths[0]!);
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await expectInReachAtWidths(page, path, widths, async (width) => {
      if (a11yAt[path] === width) await expectNoSeriousA11yViolations(page);
    });
  }
}

test('every control of every customer dashboard page is in reach at every width', async ({ page, newCustomer }) => {
  test.setTimeout(150_000);
  const order = await placeOrder(page, newCustomer, (await tools(page))[0]!);
  const visit = await bookVisit(page.request, newCustomer);
  await signInByApi(page, newCustomer);
  const paths = [
    '/dashboard',
    '/dashboard/myOrders',
    '/dashboard/addreview',
    '/dashboard/visits',
    `/dashboard/payment/${order._id}`,
    `/dashboard/myOrders/${order._id}`,
  ];
  await checkPages(page, paths, {
    '/dashboard/myOrders': 1024,
    [`/dashboard/myOrders/${order._id}`]: 1024,
    '/dashboard/visits': 1024,
  });
  await cancelVisit(page.request, visit);
});

test.describe('signed in as the admin', () => {
  test.use({ storageState: savedSignIn.admin });

  // The Emails and Quotes pages are walked through every width on every state of theirs by emails-page.spec.ts and
  // quotes-admin-served.spec.ts.
  test('every control of every admin dashboard page is in reach at every width', async ({ page, newCustomer }) => {
    test.setTimeout(240_000);
    const tool = (await tools(page))[0]!;
    const order = await placeOrder(page, newCustomer, tool);

    const paths = [
      '/dashboard',
      '/dashboard/orders',
      '/dashboard/products',
      '/dashboard/Allusers',
      '/dashboard/blogs',
      '/dashboard/addPost',
      '/dashboard/addProduct',
      '/dashboard/messages',
      '/dashboard/takings',
      '/dashboard/bookings',
      `/dashboard/updateProduct/${tool._id}`,
      `/dashboard/orders/${order._id}`,
    ];
    await checkPages(page, paths, {
      '/dashboard': 768,
      '/dashboard/orders': 768,
      [`/dashboard/orders/${order._id}`]: 768,
      '/dashboard/Allusers': 768,
      '/dashboard/bookings': 768,
    });
  });
});

test.describe('the painting jobs', () => {
  test.use({ timezoneId: shopTimeZone });

  test("every control of the painter's Today and job pages is in reach at every width; no serious accessibility violation there, the sign-off open", async ({
    page,
    newCustomer,
    newPainter,
  }) => {
    test.setTimeout(150_000);
    const { job } = await seedJob(page.request, { customer: newCustomer, painter: newPainter });
    await signInByApi(page, newPainter);
    await checkPages(page, ['/dashboard/today', `/dashboard/jobs/${job._id}`], { '/dashboard/today': 360 });
    await holdAt(page, 390);
    await page.getByRole('button', { name: "Collect the customer's sign-off" }).click();
    await expect(page.getByLabel(/^Signature: draw it/)).toHaveAttribute('aria-busy', 'false');
    await expectNoSeriousA11yViolations(page);
  });

  test("every control of the customer's invoice, its payment, their job and their projects is in reach at every width; the invoice has no serious accessibility violation", async ({
    page,
    newCustomer,
    newPainter,
  }) => {
    test.setTimeout(150_000);
    const { quote, invoiceId } = await seedJob(page.request, {
      customer: newCustomer,
      painter: newPainter,
      signedOff: true,
    });
    await signInByApi(page, newCustomer);
    const paths = [
      `/dashboard/invoices/${invoiceId}`,
      `/dashboard/invoices/${invoiceId}/pay`,
      `/dashboard/quotes/${quote._id}`,
      '/dashboard/projects',
    ];
    await checkPages(page, paths, { [`/dashboard/invoices/${invoiceId}`]: 360, '/dashboard/projects': 820 });
  });

  test.describe('signed in as the admin', () => {
    test.use({ storageState: savedSignIn.admin });

    test('every control of the jobs page, a job opened beside its week, is in reach at every width, with no serious accessibility violation', async ({
      page,
      newCustomer,
      newPainter,
    }) => {
      test.setTimeout(150_000);
      const { job } = await seedJob(page.request, { customer: newCustomer, painter: newPainter });
      await checkPages(page, ['/dashboard/jobs', `/dashboard/jobs?job=${job._id}`], {
        [`/dashboard/jobs?job=${job._id}`]: 768,
      });
    });
  });
});

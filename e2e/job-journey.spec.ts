import { formatDollars } from '../src/shared/money';
import { logIn, savedSignIn, signedOutPhone } from './support/accounts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { jobWritesByKey, seedAcceptedQuote, shopTimeZone, shopToday } from './support/jobs';
import { builtRoleFiles, keptRoleFiles, waitForServiceWorker } from './support/offline';
import { cameraPhoto, jpegSize } from './support/quote-requests';
import { drawSignature, fillCard } from './support/quotes';
import { reviewFromRequestMail } from './support/reviews';

test.use({ timezoneId: shopTimeZone });

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
/** The quote's $667.50 and an extra of 2 hours at $40.00, less the deposit of $200.25. */
const balanceCents = 66_750 + 8_000 - 20_025;

/**
 * A painting job from the schedule to the paid invoice, on the devices it is done on: the shop's tablet (820 px)
 * schedules an accepted quote's job and adds an extra; the painter's phone (390 px), offline all day, goes on
 * its way, clocks in, ticks two rooms, takes a photo, clocks out and collects the customer's signature, then the
 * line returns and everything arrives once; the customer's phone (390 px) follows it in My Projects (offline too)
 * and pays the balance with 4242.
 */
test('a job scheduled on a tablet is worked offline on a phone all day, arrives once, and its balance is paid', async ({
  page,
  browser,
  sql,
  newCustomer,
  newPainter,
}) => {
  test.setTimeout(240_000);
  const { request: asked, quote } = await seedAcceptedQuote(page.request, newCustomer);
  const today = shopToday();

  // The shop, on a tablet: the accepted quote scheduled today with the painter; an extra added.
  const tablet = await browser.newContext({
    storageState: savedSignIn.admin,
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
    timezoneId: shopTimeZone,
  });
  const admin = await tablet.newPage();
  await admin.goto('/dashboard/jobs');
  await expect(admin.getByRole('heading', { name: 'Jobs', exact: true })).toBeVisible();
  await admin.getByRole('button', { name: `Schedule the job of ${newCustomer.name} at ${asked.address}` }).click();
  await admin.getByLabel('Day 1').fill(today);
  await admin.getByRole('checkbox', { name: newPainter.name }).check();
  await admin.getByRole('button', { name: 'Schedule the job' }).click();
  const job = admin.getByRole('article').filter({ has: admin.getByRole('heading', { name: newCustomer.name }) });
  await expect(job.getByTestId('admin-job-status')).toHaveText('Scheduled');
  await expect(
    admin.getByRole('list', { name: /^Jobs on / }).getByRole('link', { name: new RegExp(newCustomer.name) }),
  ).toBeVisible();
  const extra = job.getByRole('form', { name: 'Add an extra' });
  await extra.getByLabel('Description').fill('Filling the damp patch');
  await extra.getByLabel('Quantity').fill('2');
  await extra.getByLabel('Unit', { exact: true }).fill('hours');
  await extra.getByLabel('Unit price ($)').fill('40');
  await expect(extra.getByTestId('extra-total')).toHaveText('$80.00');
  await extra.getByRole('button', { name: 'Add the extra' }).click();
  await expect(job.getByRole('list', { name: "The job's extras" })).toContainText('Filling the damp patch');
  await expect(job.getByTestId('extras-total')).toHaveText('$80.00');
  await tablet.close();
  const jobId = (await sql<{ id: string }>('select id from jobs where quote_id = $1', [quote._id]))[0]!.id;

  // The painter's phone, in the morning with signal: signed in, Today, the painter's pages kept on the phone.
  const writes = jobWritesByKey(page);
  await logIn(page, newPainter);
  await expect(page).toHaveURL(/\/dashboard\/today$/);
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Jobs on / })).toContainText(newCustomer.name);
  await waitForServiceWorker(page);
  await expect.poll(() => keptRoleFiles(page, 'painter'), { timeout: 20_000 }).toBe(builtRoleFiles('painter'));

  // The signal goes: the job opens from the phone, with the customer's photos Today fetched while it had a line.
  await page.context().setOffline(true);
  const openJob = page.getByRole('link', { name: `Open the job at ${asked.address}` });
  await openJob.click();
  await expect(page.getByRole('heading', { name: newCustomer.name })).toBeVisible();
  await expect(page.getByRole('img', { name: "The customer's photo 1" })).toBeVisible();
  // All day with no signal, the app started afresh: Today opens from the phone, and so does the job.
  await page.getByRole('link', { name: '← Today' }).click();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline — showing your jobs saved' })).toBeVisible();
  await openJob.click();
  await expect(page.getByRole('heading', { name: newCustomer.name })).toBeVisible();
  await expect(page.getByText('No signal: what you do here is kept on this phone')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
    'href',
    /^https:\/\/maps\.google\.com\/\?q=/,
  );
  // Private, held in memory only: after a fresh start they wait for the line.
  await expect(page.getByText('Shown when you are back online')).toHaveCount(2);
  await expect(page.getByText('$')).toHaveCount(0);

  const onSite = page.getByRole('region', { name: 'On site' });
  await onSite.getByRole('button', { name: 'On my way' }).click();
  await expect(onSite.getByText(/^On my way at /)).toBeVisible();
  await onSite.getByRole('button', { name: 'Clock in' }).click();
  await expect(onSite.getByText(/^Clocked in at /)).toBeVisible();
  await expect(page.getByTestId('job-status')).toHaveText('In progress');
  await page.getByRole('checkbox', { name: 'Kitchen done' }).check();
  await page.getByRole('checkbox', { name: 'Hall done' }).check();
  await expect(page.getByText('2 of 2 done')).toBeVisible();
  const photo = await cameraPhoto(page, 'kitchen-wall.jpg');
  await page.getByLabel('Take a photo').setInputFiles(photo);
  const kept = page.getByRole('list', { name: 'Photos on this phone' }).getByRole('listitem');
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText('Waiting to be sent');
  await onSite.getByRole('button', { name: 'Clock out' }).click();
  await expect(page.getByRole('list', { name: 'Time entries' })).toContainText(newPainter.name);

  // The customer signs it off on the painter's phone: the rooms done, their name, their signature.
  await page.getByRole('button', { name: "Collect the customer's sign-off" }).click();
  await expect(page.getByRole('list', { name: 'Rooms done' })).toHaveText(/Kitchen\s*Hall/);
  await page.getByLabel("Customer's full name").fill(newCustomer.name);
  await drawSignature(page);
  await page.getByRole('button', { name: 'Sign off the job' }).click();
  await expect(page.getByText(`Signed off by ${newCustomer.name}`)).toBeVisible();
  await expect(page.getByTestId('job-status')).toHaveText('Completed');
  const steps = page.getByRole('list', { name: 'Steps on this phone' }).getByRole('listitem');
  await expect(steps).toHaveCount(7);
  await expect(steps.locator('[data-state="waiting"]')).toHaveCount(7);
  expect(writes.size).toBe(0);

  // The line returns: every step of the day reaches the shop, each once.
  const reconnectedAt = Date.now();
  await page.context().setOffline(false);
  await expect
    .poll(async () => (await sql<{ status: string }>('select status from jobs where id = $1', [jobId]))[0]?.status, {
      timeout: 60_000,
      intervals: [100],
    })
    .toBe('invoiced');
  const arrivalMs = Date.now() - reconnectedAt;
  await expect(page.getByText('Everything is with the shop.')).toBeVisible();
  await expect(page.getByRole('img', { name: "The customer's photo 2" })).toBeVisible();
  await expect(steps.locator('[data-state="sent"]')).toHaveCount(7);
  const counted = async (table: string) =>
    (await sql<{ n: number }>(`select count(*)::int as n from ${table} where job_id = $1`, [jobId]))[0]!.n;
  expect({
    departures: await counted('job_departures'),
    time: await counted('job_time_entries'),
    rooms: await counted('job_room_checks'),
    photos: await counted('job_photos'),
    invoices: await counted('invoices'),
  }).toEqual({ departures: 1, time: 1, rooms: 2, photos: 1, invoices: 1 });
  const [entry] = await sql<{ closed: boolean }>(
    'select "end" is not null as closed from job_time_entries where job_id = $1',
    [jobId],
  );
  expect(entry).toEqual({ closed: true });
  expect([...writes.values()]).toEqual([1, 1, 1, 1, 1, 1, 1]);

  // The photo as the shop keeps it, against what the camera took.
  const [stored] = await sql<{ bytes: Buffer }>('select bytes from job_photos where job_id = $1', [jobId]);
  const before = jpegSize(photo.buffer);
  const after = jpegSize(stored!.bytes);
  const photoLine = `Progress photo: ${megabytes(photo.buffer.length)} (${before.width}×${before.height}) → ${megabytes(stored!.bytes.length)} (${after.width}×${after.height})`;
  const arrivalLine = `From reconnection to the arrival of the whole day's 7 steps (photo and sign-off included): ${arrivalMs} ms`;
  for (const [type, description] of [
    ['photo size', photoLine],
    ['reconnection to arrival', arrivalLine],
  ] as const) {
    test.info().annotations.push({ type, description });
    console.log(description);
  }
  expect(after.width * after.height).toBeLessThanOrEqual(2_000_000);
  expect(stored!.bytes.length).toBeLessThan(photo.buffer.length / 4);

  // The customer's phone: their projects from the menu, the job's photo full size, the invoice, the balance paid.
  const invoiceId = (await sql<{ id: string }>('select id from invoices where job_id = $1', [jobId]))[0]!.id;
  const phone = await signedOutPhone(browser);
  const customer = await phone.newPage();
  await logIn(customer, newCustomer);
  await customer.getByRole('button', { name: 'Open menu' }).click();
  await customer.getByRole('link', { name: 'My Projects' }).click();
  const project = customer.getByRole('list', { name: 'Your projects' }).getByRole('listitem').first();
  await expect(project.getByTestId('project-job-status')).toHaveText('Invoiced');
  await expect(project).toContainText('Rooms done: 2 of 2');
  await expect(project).toContainText(`Painters: ${newPainter.name.split(' ')[0]}`);
  await expect(project).not.toContainText(newPainter.email);
  await expect(project.getByRole('img', { name: 'Progress photos: photo 1' })).toBeVisible();
  await expectNoSeriousA11yViolations(customer);
  await project.getByRole('button', { name: 'Open Progress photos: photo 1 full size' }).click();
  const full = customer.getByRole('dialog', { name: 'Progress photos: photo 1' });
  await expect(full.getByRole('img')).toBeVisible();
  await full.getByRole('button', { name: 'Close' }).click();
  await expect(full).toBeHidden();
  await project.getByRole('link', { name: 'View invoice' }).click();
  await expect(customer).toHaveURL(new RegExp(`/dashboard/invoices/${invoiceId}$`));
  await expect(customer.getByRole('heading', { name: /^Invoice INV-\d{4}-\d{5}$/ })).toBeVisible();
  const balance = formatDollars(balanceCents / 100);
  await expect(customer.getByTestId('invoice-balance')).toHaveText(balance);
  await expect(customer.getByRole('article')).toContainText('Filling the damp patch');
  await customer.getByRole('link', { name: 'Pay balance' }).click();
  await fillCard(customer, '4242 4242 4242 4242');
  await customer.getByRole('button', { name: `Pay ${balance}` }).click();
  await expect(customer.getByText('Paid', { exact: true })).toBeVisible();
  expect(await sql('select status, balance_cents from invoices where id = $1', [invoiceId])).toEqual([
    { status: 'paid', balance_cents: balanceCents },
  ]);
  expect(await sql('select status from jobs where id = $1', [jobId])).toEqual([{ status: 'paid' }]);
  // The review request mailed at the sign-off: its link writes a review shown as a verified customer's.
  await reviewFromRequestMail(customer, { to: newCustomer.email, message: `Spotless work ${jobId.slice(0, 8)}` });

  // Their job, under their quote and in their projects: paid; the projects open offline from the last copy.
  await customer.goto(`/dashboard/quotes/${quote._id}`);
  await expect(customer.getByTestId('customer-job-status')).toHaveText('Paid');
  await customer.goto('/dashboard/projects');
  await expect(project.getByTestId('project-job-status')).toHaveText('Paid');
  await waitForServiceWorker(customer);
  await phone.setOffline(true);
  await customer.reload();
  await expect(
    customer.getByRole('status').filter({ hasText: 'You are offline — showing your projects saved' }),
  ).toBeVisible();
  await expect(project.getByTestId('project-job-status')).toHaveText('Paid');
  await phone.close();
});

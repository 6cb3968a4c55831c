/**
 * How fast the signed-in pages answer a tap on a mid-range phone: My Orders, My Projects and the cart (the demo
 * customer's), the admin's orders and the painter's Today, each opened signed in at 390 px with the CPU slowed
 * 4× (as Lighthouse's mobile run does), then tapped once the page is idle: the menu button, and on the cart one
 * more of its tool. The Event Timing API gives each tap's latency from the touch to the next paint, the figure
 * Interaction to Next Paint reports (the longest event of the interaction). Prints each tap's median of three
 * page loads; fails past 100 ms.
 */
import { type BrowserContext, type CDPSession, chromium, type Locator, type Page } from '@playwright/test';
import { demoAccounts } from '../src/server/auth/demo-accounts';
import { startTestServer } from './start-test-server';
import { systemChromium } from './system-chromium';

const budgetMs = 100;
const cpuSlowdown = 4;
const loads = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Session = { token: string; profile: { email: string; name: string; role?: string } };
/** A page, what shows it is there, the control tapped, and what shows the tap was answered. */
type Tap = {
  page: string;
  path: string;
  ready: (page: Page) => Locator;
  control: (page: Page) => Locator;
  /** Waits for the page to show the tap's effect, given what `state` read before it (a tap may be saved). */
  answered: (page: Page, before: string) => Promise<unknown>;
  state?: (page: Page) => Promise<string>;
};

/** Keeps every event the page handles for 16 ms or more, by interaction, from before the app starts. */
function watchInteractions() {
  const latencies: Record<number, number> = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
      if (entry.interactionId)
        latencies[entry.interactionId] = Math.max(latencies[entry.interactionId] ?? 0, entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  (window as unknown as { interactionLatencies: Record<number, number> }).interactionLatencies = latencies;
}

/** The page's main thread free: two idle callbacks in a row, so no task of the start is still queued. */
const whenIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 5000 }), { timeout: 5000 }),
      ),
  );

/**
 * The tap's latency in ms: the longest event of its interaction, once the browser has reported it. The touch goes
 * straight to the browser's input (no script of the test's runs in the page just before it), at the control's
 * middle, once the page is idle again after the control was found.
 */
async function tapLatency(page: Page, cdp: CDPSession, control: Locator) {
  const box = (await control.boundingBox())!;
  await whenIdle(page);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const reported = await page
    .waitForFunction(
      () => {
        const latencies = Object.values(
          (window as unknown as { interactionLatencies: Record<number, number> }).interactionLatencies,
        );
        return latencies.length > 0 ? Math.max(...latencies) : undefined;
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  // Under 16 ms the observer hears nothing: the tap was answered within a frame.
  return reported ? Number(await reported.jsonValue()) : 16;
}

async function signedInContext(base: string, session: Session): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await context.addInitScript(
    ({ token, profile }) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('brushwork.session', JSON.stringify(profile));
    },
    { token: session.token, profile: session.profile },
  );
  await context.addInitScript(watchInteractions);
  await context.route(`${base}/sw.js`, (route) => route.abort());
  return context;
}

async function measure(context: BrowserContext, base: string, tap: Tap) {
  const latencies: number[] = [];
  for (let load = 0; load < loads; load++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${base}${tap.path}`);
    await tap.ready(page).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await tap.control(page).scrollIntoViewIfNeeded();
    const before = (await tap.state?.(page)) ?? '';
    latencies.push(await tapLatency(page, cdp, tap.control(page)));
    await tap.answered(page, before);
    await page.close();
  }
  return latencies;
}

const server = await startTestServer({ builtApp: true });
const browser = await chromium.launch(systemChromium);
let failed = false;
try {
  const sessionOf = async (email: string, role?: string): Promise<Session> => ({
    token: await server.sessionToken(email),
    profile: { email, name: email.split('@')[0]!, ...(role && { role }) },
  });
  const admin = demoAccounts.find((account) => account.role === 'admin')!;
  const customer = demoAccounts.find((account) => account.role === null)!;
  const adminSession = await sessionOf(admin.email, 'admin');
  const painterEmail = 'bench-painter@brushwork.test';
  const painterSession = await sessionOf(painterEmail);
  const madePainter = await fetch(`${server.base}/api/user/${painterEmail}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminSession.token}` },
    body: JSON.stringify({ role: 'painter' }),
  });
  if (!madePainter.ok) throw new Error(`Making the painter answered ${madePainter.status}`);
  painterSession.profile.role = 'painter';
  const customerSession = await sessionOf(customer.email);
  const [tool] = (await (await fetch(`${server.base}/api/services`)).json()) as { _id: string; name: string }[];
  const savedCart = await fetch(`${server.base}/api/cart`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customerSession.token}` },
    body: JSON.stringify({ items: [{ productId: tool!._id, quantity: 1 }], version: 0 }),
  });
  if (!savedCart.ok) throw new Error(`Saving the cart answered ${savedCart.status}: ${await savedCart.text()}`);

  const menu = {
    control: (page: Page) => page.getByRole('button', { name: 'Open menu' }),
    answered: (page: Page) => page.getByRole('button', { name: 'Close menu' }).waitFor(),
  };
  const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, exact: true });
  const byPerson: [Session, Tap[]][] = [
    [
      customerSession,
      [
        { page: 'My Orders', path: '/dashboard/myOrders', ready: heading('My Orders'), ...menu },
        { page: 'My Projects', path: '/dashboard/projects', ready: heading('My Projects'), ...menu },
        {
          page: 'the cart',
          path: '/cart',
          ready: (page) => page.getByRole('button', { name: `One more ${tool!.name}` }),
          control: (page) => page.getByRole('button', { name: `One more ${tool!.name}` }),
          state: (page) => page.getByRole('textbox', { name: `Quantity of ${tool!.name}` }).inputValue(),
          answered: (page, before) =>
            page.waitForFunction(
              ([label, expected]) =>
                document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)?.value === expected,
              [`Quantity of ${tool!.name}`, String(Number(before) + 1)] as const,
            ),
        },
      ],
    ],
    [adminSession, [{ page: "the admin's orders", path: '/dashboard/orders', ready: heading('Orders'), ...menu }]],
    [painterSession, [{ page: "the painter's Today", path: '/dashboard/today', ready: heading('Today'), ...menu }]],
  ];
  console.log(
    `A tap's latency to the next paint (Event Timing), at 390 px with the CPU ${cpuSlowdown}× slower, median of ${loads} page loads:`,
  );
  for (const [session, taps] of byPerson) {
    const context = await signedInContext(server.base, session);
    for (const tap of taps) {
      const latencies = await measure(context, server.base, tap);
      const middle = median(latencies);
      console.log(
        `  ${tap.page} (${tap.path}): ${middle} ms (each: ${latencies.join(', ')} ms; budget ${budgetMs} ms)`,
      );
      if (middle > budgetMs) failed = true;
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
if (failed) {
  console.error(`A signed-in page answered a tap in more than ${budgetMs} ms.`);
  process.exitCode = 1;
}

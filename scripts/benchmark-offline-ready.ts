/**
 * How soon a first visit works offline, on a slow line. The built app is served by the real server behind a
 * proxy that holds every request for a fixed delay before passing it on (150 ms is the round trip of
 * Lighthouse's slow 4G). A fresh Chromium profile opens `/`; the clock runs from that navigation until the
 * service worker is activated and controls the page, which is when the shop opens offline. What the browser
 * downloaded until then is counted at the proxy, as it crossed the line (compressed bodies and headers).
 * The line then goes dead and the public pages must open from the device alone (the tools' and the
 * signed-in pages need a session: e2e/first-visit-offline.spec.ts walks them). The median of a few first
 * visits at each delay is held to its budget.
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import { startSlowLineProxy } from './slow-line-proxy';
import { startTestServer } from './start-test-server';
import { systemChromium } from './system-chromium';

// At 300 ms a request the time is the line's, not the machine's (three runs agree within 2 ms): one run does, and
// only in the whole set of checks (`--all`): the test run holds the 150 ms line.
const firstVisitRuns = Number(process.env.OFFLINE_READY_RUNS ?? 3);
const budgets = [
  { delayMs: 150, readyMs: 4000, runs: firstVisitRuns },
  ...(process.argv.includes('--all') ? [{ delayMs: 300, readyMs: 10_000, runs: 1 }] : []),
];
const budgetKb = 600;
const offlinePages = [
  ['/', 'Get Started'],
  ['/about', 'We Are The Best Painting Service Company'],
  ['/contactUs', 'Send message'],
] as const;

/** One first visit in a fresh profile: how long until it works offline, what it downloaded, what opened. */
async function firstVisit(browser: Browser, base: string, delayMs: number) {
  const proxy = await startSlowLineProxy(base, delayMs);
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
    const startedAt = performance.now();
    await page.goto(`${proxy.base}/`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(
      () =>
        navigator.serviceWorker.controller !== null &&
        navigator.serviceWorker.getRegistration().then((registration) => registration?.active?.state === 'activated'),
      { timeout: 60_000, polling: 20 },
    );
    const readyMs = Math.round(performance.now() - startedAt);
    const { bytes, requests } = proxy.counted();
    await proxy.stop();
    const notOpened: string[] = [];
    for (const [path, shows] of offlinePages) {
      await page.goto(`${proxy.base}${path}`, { waitUntil: 'domcontentloaded' });
      const opened = await page
        .waitForFunction((text) => document.body.innerText.includes(text), { timeout: 15_000 }, shows)
        .then(() => true)
        .catch(() => false);
      if (!opened) notOpened.push(path);
    }
    return { readyMs, kb: bytes / 1024, requests, notOpened };
  } finally {
    await context.close();
    await proxy.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startTestServer({ builtApp: true });
const browser = await puppeteer.launch({ ...systemChromium, headless: true });
const problems: string[] = [];
try {
  // A shop that has served before: the server's first answers after its start (its code not yet optimised, its
  // files not yet read) are no visitor's first visit.
  await firstVisit(browser, server.base, 0);
  for (const { delayMs, readyMs: budgetMs, runs } of budgets) {
    const visits = [];
    for (let run = 0; run < runs; run += 1) visits.push(await firstVisit(browser, server.base, delayMs));
    const readyMs = median(visits.map((visit) => visit.readyMs));
    const kb = median(visits.map((visit) => visit.kb));
    console.log(
      `${delayMs} ms a request: offline-ready ${readyMs} ms after the first navigation, median of ` +
        `${visits.map((visit) => visit.readyMs).join(', ')} (budget ${budgetMs} ms); ${kb.toFixed(1)} KB in ` +
        `${median(visits.map((visit) => visit.requests))} requests until then (budget ${budgetKb} KB)`,
    );
    if (readyMs > budgetMs) problems.push(`at ${delayMs} ms a request, offline-ready took ${readyMs} ms`);
    if (kb > budgetKb) problems.push(`at ${delayMs} ms a request, ${kb.toFixed(1)} KB were downloaded`);
    for (const path of new Set(visits.flatMap((visit) => visit.notOpened)))
      problems.push(`at ${delayMs} ms a request, ${path} did not open offline once offline-ready`);
  }
} finally {
  await browser.close();
  await server.stop();
}

if (problems.length > 0) {
  console.error(`Offline-ready on a first visit is over budget:\n- ${problems.join('\n- ')}`);
  process.exitCode = 1;
}

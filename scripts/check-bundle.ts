/**
 * The home page's JavaScript budget, counted the way a first visitor meets it: the built app is served by
 * the real server, and `/` opens in a fresh Chromium profile (phone-sized, no interaction). Every
 * JavaScript response the page itself fetches until LINGER_MS after its `load` event (its scripts,
 * preloaded modules and lazy chunks) counts, by its compressed body as it came over the wire, with the
 * browser's own Accept-Encoding. The service worker's precache downloads are counted too, but apart: they
 * run in the background and do not hold the page back. Firebase, Stripe, Swiper and uPlot must not load at all.
 */
import { brotliCompressSync } from 'node:zlib';
import puppeteer, { type CDPSession, type Page, type Protocol } from 'puppeteer-core';
import { startTestServer } from './start-test-server';
import { systemChromium } from './system-chromium';

const budget = { kb: Number(process.env.BUDGET_KB ?? 120), files: Number(process.env.BUDGET_FILES ?? 12) };
/** How long after `load` the page's fetches still count: the app starts on `load` and lazy chunks follow. */
const lingerMs = 6000;
/** Signatures of the SDKs themselves, not of the small modules that load them on demand. */
const heavySdks: Record<string, RegExp> = {
  Firebase: /FirebaseError|identitytoolkit\.googleapis/,
  Stripe: /js\.stripe\.com|Could not find Elements context/,
  Swiper: /slidesPerGroupSkip|touchEventsData/,
  uPlot: /u-cursor-x/,
};

type Fetched = {
  url: string;
  sentAt: number;
  status: number;
  encoding: string;
  headerBytes: number;
  wireBytes: number;
  fromServiceWorker: boolean;
  /** Taken from the HTTP cache, where the service worker's own download of it had put it. */
  fromCache: boolean;
  body?: string;
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const isScript = (type: Protocol.Network.ResourceType | undefined, mimeType: string) =>
  type === 'Script' || /javascript|ecmascript/.test(mimeType);

/** Follows the page's JavaScript responses from request to the last byte, with CDP's wire counts. */
function watchScripts(session: CDPSession) {
  const sent = new Map<string, number>();
  const responses = new Map<string, Fetched>();
  const done: Fetched[] = [];
  const failed: string[] = [];
  session.on('Network.requestWillBeSent', (event) => sent.set(event.requestId, event.timestamp));
  session.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (!isScript(type, response.mimeType)) return;
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    responses.set(requestId, {
      url: response.url,
      sentAt: sent.get(requestId) ?? Number.NaN,
      status: response.status,
      encoding: encoding?.[1] ?? 'identity',
      headerBytes: response.encodedDataLength,
      wireBytes: 0,
      fromServiceWorker: Boolean(response.fromServiceWorker),
      fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache),
    });
  });
  session.on('Network.loadingFinished', async ({ requestId, encodedDataLength }) => {
    const fetched = responses.get(requestId);
    if (!fetched) return;
    fetched.wireBytes = encodedDataLength;
    done.push(fetched);
    const { body, base64Encoded } = await session.send('Network.getResponseBody', { requestId });
    fetched.body = base64Encoded ? Buffer.from(body, 'base64').toString() : body;
  });
  session.on('Network.loadingFailed', ({ requestId, errorText }) => {
    const fetched = responses.get(requestId);
    if (fetched) failed.push(`${fetched.url}: ${errorText}`);
  });
  return { done, failed, pending: () => responses.size - done.length - failed.length };
}

/**
 * What the service worker fetched by the time it is active, from its own resource timings: its precache,
 * and the first of the catalogue's images it fetches ahead once the page asks.
 */
async function precacheDownloads(page: Page) {
  // The worker registers once the page is idle and activates once its precache is downloaded.
  await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), { timeout: 30_000 });
  const target = await page.browser().waitForTarget((candidate) => candidate.type() === 'service_worker', {
    timeout: 30_000,
  });
  const worker = (await target.worker())!;
  const entries = await worker.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .map(({ name, encodedBodySize, transferSize }) => ({ url: name, encodedBodySize, transferSize })),
  );
  const scripts = entries.filter(({ url }) => /\.m?js(\?|$)/.test(url));
  const total = (list: typeof entries) => list.reduce((sum, entry) => sum + entry.encodedBodySize, 0);
  return { files: entries.length, bytes: total(entries), scriptFiles: scripts.length, scriptBytes: total(scripts) };
}

const server = await startTestServer({ builtApp: true });
const browser = await puppeteer.launch({ ...systemChromium, headless: true });
const problems: string[] = [];
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const session = await page.createCDPSession();
  await session.send('Network.enable');
  await session.send('Page.enable');
  const scripts = watchScripts(session);
  const loaded = new Promise<number>((resolve) =>
    session.once('Page.loadEventFired', ({ timestamp }) => resolve(timestamp)),
  );
  const origin = new URL(server.base).origin;
  await page.goto(`${server.base}/`, { waitUntil: 'load' });
  const loadAt = await loaded;
  await new Promise((resolve) => setTimeout(resolve, lingerMs));
  // What started in time may still be arriving.
  for (let waited = 0; scripts.pending() > 0 && waited < 10_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const precache = await precacheDownloads(page);

  const counted = scripts.done
    .filter((fetched) => fetched.sentAt <= loadAt + lingerMs / 1000)
    .sort((a, b) => a.sentAt - b.sentAt);
  let bodies = 0;
  let wire = 0;
  for (const fetched of counted) {
    // A file the worker downloaded first still came over the line once: it counts at its compressed size.
    const body = fetched.fromCache
      ? brotliCompressSync(fetched.body ?? '').length
      : fetched.wireBytes - fetched.headerBytes;
    bodies += body;
    wire += fetched.wireBytes;
    const after = ((fetched.sentAt - loadAt) * 1000).toFixed(0).padStart(6);
    console.log(
      `${kb(body)} KB ${fetched.encoding.padEnd(8)} ${after} ms after load  ${fetched.url.replace(origin, '')}`,
    );
    if (fetched.status !== 200) problems.push(`${fetched.url} answered ${fetched.status}`);
    if (fetched.fromServiceWorker) problems.push(`${fetched.url} came from a service worker on a first visit`);
    if (!fetched.url.startsWith(origin)) problems.push(`${fetched.url} is JavaScript from another site`);
    // Chromium accepts brotli; whatever is worth compressing must come with it.
    if (fetched.encoding !== 'br' && (fetched.body?.length ?? 0) >= 1024)
      problems.push(`${fetched.url} came with ${fetched.encoding}, not brotli`);
    for (const [sdk, signature] of Object.entries(heavySdks))
      if (fetched.body === undefined || signature.test(fetched.body))
        problems.push(`${sdk} code (or an unreadable body) loads with the home page: ${fetched.url}`);
  }
  const late = scripts.done.length - counted.length;
  console.log(
    `${kb(bodies)} KB compressed in ${counted.length} files: the home page's JavaScript on a first visit, ` +
      `until ${lingerMs / 1000} s after load (budget ${budget.kb} KB in ${budget.files} files); ` +
      `${kb(wire).trim()} KB with the response headers` +
      (late > 0 ? `; ${late} more later` : ''),
  );
  console.log(
    `${kb(precache.bytes)} KB compressed in ${precache.files} files: the service worker's own downloads (its precache, images ahead), ` +
      `of which ${kb(precache.scriptBytes).trim()} KB in ${precache.scriptFiles} JavaScript files (not in the budget)`,
  );
  problems.push(...scripts.failed.map((failure) => `failed: ${failure}`));
  if (bodies / 1024 > budget.kb)
    problems.push(`${(bodies / 1024).toFixed(1)} KB is over the budget of ${budget.kb} KB`);
  if (counted.length > budget.files)
    problems.push(`${counted.length} files are over the budget of ${budget.files} files`);
} finally {
  await browser.close();
  await server.stop();
}

if (problems.length > 0) {
  console.error(`The home page's JavaScript is over budget:\n- ${problems.join('\n- ')}`);
  process.exitCode = 1;
}

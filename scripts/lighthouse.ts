/**
 * Lighthouse on the built app, with its default mobile settings (a mid-range phone on a slow 4G line,
 * simulated), in Debian's Chromium: each public page and a seeded post's page, each judged by the median of
 * three runs against the budget, once: a page that misses fails, never run again until a run passes
 * (LIGHTHOUSE_RUNS sets the count). Accessibility, best practices and SEO judge the page, not its timing, and come
 * from its first run; the others audit performance alone. Each page's line gives the machine's speed as Lighthouse
 * measured it (its benchmark index: a busy or slow machine scores lower). Then a repeat visit of the home page with
 * the server gone, answered by the service worker alone, whose content must be painted within a second.
 */
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { startTestServer } from './start-test-server';
import { systemChromium } from './system-chromium';

const publicPages = ['/', '/about', '/blogs', '/contactUs'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const budget = {
  // The aim is 100 and a blocking time under 100 ms, which the pages reach on an idle machine (TBT 0 to 54 ms)
  // and beside a busy loop on one core (14 to 159 ms). The gate leaves room for a shared machine whose every task
  // runs twice as long at times: Lighthouse multiplies what it observes by its 4x slowdown (docs/performance.md).
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 400,
  cls: 0.05,
  offlineContentMs: 1000,
};
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const performanceOnly: Flags = { onlyCategories: ['performance'] };

type Figures = Record<(typeof categories)[number], number> & {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
};

function figuresOf(lhr: Result): Figures {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not measure ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  // NaN for a category the run did not audit, which medians leave out.
  const score = (id: string) => {
    const audited = lhr.categories[id];
    return audited ? Math.round((audited.score ?? 0) * 100) : Number.NaN;
  };
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    speedIndexMs: Math.round(metric('speed-index')),
  };
}

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** What kept a score from 100: the failing audits of that category. */
function shortfalls(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
}

/** One Lighthouse run in a new tab; a run whose trace Lighthouse itself could not read is run again. */
async function audit(browser: Browser, url: string, flags: Flags = {}, attempts = 3): Promise<Result> {
  const page = await browser.newPage();
  try {
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', ...flags }, undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError || attempts <= 1) return result.lhr;
    console.warn(`Lighthouse: ${result.lhr.runtimeError.code} on ${url}; running it again.`);
  } finally {
    await page.close();
  }
  return audit(browser, url, flags, attempts - 1);
}

/** The median of each figure over a page's runs. */
function medians(results: Result[]): Figures {
  const each = results.map(figuresOf);
  return Object.fromEntries(
    Object.keys(each[0]!).map((key) => [key, median(each.map((figures) => figures[key as keyof Figures]))]),
  ) as Figures;
}

/** How a page's medians miss the budget, if they do. */
function judge(path: string, results: Result[]): string[] {
  const middle = medians(results);
  const problems: string[] = [];
  for (const category of categories) {
    if (middle[category] < budget[category]) {
      const reasons = [...new Set(results.flatMap((lhr) => shortfalls(lhr, category)))];
      problems.push(`${path}: ${category} ${middle[category]} is under ${budget[category]} (${reasons.join(', ')})`);
    }
  }
  if (!(middle.lcpMs < budget.lcpMs)) problems.push(`${path}: LCP ${middle.lcpMs} ms is not under ${budget.lcpMs} ms`);
  if (!(middle.tbtMs < budget.tbtMs)) problems.push(`${path}: TBT ${middle.tbtMs} ms is not under ${budget.tbtMs} ms`);
  if (!(middle.cls < budget.cls)) problems.push(`${path}: CLS ${middle.cls} is not under ${budget.cls}`);
  return problems;
}

const line = (name: string, figures: Figures) =>
  `${name.padEnd(11)} performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures['best-practices']}, SEO ${figures.seo}; ` +
  `FCP ${figures.fcpMs} ms, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}, Speed Index ${figures.speedIndexMs} ms`;

const browser = await puppeteer.launch({ ...systemChromium, headless: true });
const server = await startTestServer({ builtApp: true }).catch(async (error: unknown) => {
  await browser.close();
  throw error;
});
const problems: string[] = [];
try {
  // A post's own page too, for the newest seeded post.
  const [newestPost] = (await (await fetch(`${server.base}/api/posts`)).json()) as { _id: string }[];
  if (!newestPost) throw new Error('The test server has no seeded post.');
  const pages = [...publicPages, `/blogs/${newestPost._id}`];
  // A server that has just started compiles its code on its first requests; the shop's visitors meet a warm one.
  for (let round = 0; round < 3; round++) for (const path of pages) await (await fetch(`${server.base}${path}`)).text();
  // The first audit of a Chromium just launched pays for its own start (the home page's blocking time 611 and
  // 624 ms on it, 26 to 177 ms on the next two): it is run once and not counted.
  await audit(browser, `${server.base}/`, performanceOnly);
  console.log(`Lighthouse, ${runs} runs a page, default mobile settings; the median of each figure:`);
  for (const path of pages) {
    const url = `${server.base}${path}`;
    const results = [await audit(browser, url)];
    while (results.length < runs) results.push(await audit(browser, url, performanceOnly));
    const middle = medians(results);
    const spread = (key: 'performance' | 'tbtMs') => results.map((lhr) => figuresOf(lhr)[key]).join('/');
    const speed = median(results.map((lhr) => lhr.environment.benchmarkIndex));
    console.log(
      `${line(path, middle)} (each run: performance ${spread('performance')}, TBT ${spread('tbtMs')} ms; machine's benchmark index ${Math.round(speed)})`,
    );
    problems.push(...judge(path, results));
  }

  // The repeat visit: a first visit installs the service worker and saves the catalogue; a second one,
  // under the worker, caches the images. Then the server goes away and Lighthouse loads the home page.
  const visit = await browser.newPage();
  await visit.goto(`${server.base}/`, { waitUntil: 'networkidle0' });
  await visit.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The query cache is saved to IndexedDB a moment after it changes, and marked when it is.
  await visit.waitForFunction(() => performance.getEntriesByName('brushwork:queries-saved').length > 0);
  await visit.reload({ waitUntil: 'networkidle0' });
  await visit.evaluate(() => {
    if (!navigator.serviceWorker.controller) throw new Error('The service worker does not control the page.');
  });
  await visit.close();
  await server.stop();

  const offline = await audit(browser, `${server.base}/`, { ...performanceOnly, disableStorageReset: true });
  const figures = figuresOf(offline);
  const contentMs = Math.max(figures.fcpMs, figures.lcpMs);
  const fromWorker = offline.audits['network-requests']?.details;
  const documentRequest =
    fromWorker?.type === 'table' ? fromWorker.items.find((item) => item.resourceType === 'Document') : undefined;
  const lcpElement = JSON.stringify(offline.audits['largest-contentful-paint-element']?.details ?? '');
  console.log(
    `Repeat visit with the server stopped: FCP ${figures.fcpMs} ms, LCP ${figures.lcpMs} ms, Speed Index ${figures.speedIndexMs} ms; the largest paint is the hero: ${lcpElement.includes('hero')}`,
  );
  if (!documentRequest || documentRequest.statusCode !== 200)
    problems.push('repeat visit: the service worker did not answer the home page');
  if (!lcpElement.includes('hero')) problems.push('repeat visit: the home page content (its hero) was not painted');
  if (!(contentMs < budget.offlineContentMs))
    problems.push(`repeat visit: the home page content took ${contentMs} ms, over ${budget.offlineContentMs} ms`);
} finally {
  await browser.close();
  await server.stop();
}

if (problems.length > 0) {
  console.error(`Over budget:\n- ${problems.join('\n- ')}`);
  process.exitCode = 1;
}

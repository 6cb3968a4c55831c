/**
 * The main thread's long tasks on a first visit of the home page at 4× CPU (Lighthouse's mobile setting): fresh
 * profiles open `/` of the built app, and every task over 50 ms the browser reports (`longtask` entries) from
 * the navigation until the app is on the screen and the page has been quiet for a moment is listed, with what
 * the page was doing then. The first visit's trace is written for Chrome's Performance panel (or
 * https://ui.perfetto.dev) to show where each task went. Held to a budget on the longest task of the median
 * visit, so that the start stays in short tasks.
 *
 *   node --import tsx scripts/benchmark-long-tasks.ts [path]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { startTestServer } from './start-test-server';
import { systemChromium } from './system-chromium';

const pagePath = process.argv[2] ?? '/';
const visits = Number(process.env.LONG_TASK_VISITS ?? 3);
/**
 * The longest task allowed on the median visit. Issue 59 asks for under 50 ms, which the page's own layout at 4×
 * does not meet yet (docs/performance.md); single visits on one machine ranged from 88 to 346 ms, so this guards
 * against a task far longer than today's.
 */
const budgetMs = Number(process.env.LONG_TASK_BUDGET_MS ?? 400);
const traceFile = path.resolve('test-results/home-first-visit-trace.json');
/** How long the page must stay free of long tasks after the app is on the screen for the visit to end. */
const quietMs = 2000;

// Every long task, with the page's marks so far: which stage of the start it fell in.
const watchLongTasks = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      const marks = performance.getEntriesByType('mark').filter((mark) => mark.startTime <= task.startTime);
      window.__longTasks.push({
        startMs: Math.round(task.startTime),
        durationMs: Math.round(task.duration),
        after: marks.length ? marks[marks.length - 1].name : document.readyState,
      });
    }
  }).observe({ type: 'longtask', buffered: true });
`;

type LongTask = { startMs: number; durationMs: number; after: string };

const server = await startTestServer({ builtApp: true });
const browser = await puppeteer.launch({ ...systemChromium, headless: true });
const results: { tasks: LongTask[]; longestMs: number; blockingMs: number }[] = [];
try {
  // A shop that has served before: its server's first answers are no visitor's first visit.
  for (let round = 0; round < 3; round++) await (await fetch(`${server.base}${pagePath}`)).text();
  for (let visit = 0; visit < visits; visit++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluateOnNewDocument(watchLongTasks);
    if (visit === 0) {
      mkdirSync(path.dirname(traceFile), { recursive: true });
      await page.tracing.start({ path: traceFile, screenshots: false });
    }
    await page.goto(`${server.base}${pagePath}`, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('brushwork:app-on-screen').length > 0, {
      timeout: 60_000,
    });
    // Quiet: no long task for a while once the app is on the screen.
    for (let seen = -1, count = 0; seen !== count;) {
      seen = count;
      await new Promise((resolve) => setTimeout(resolve, quietMs));
      count = await page.evaluate(() => (window as unknown as { __longTasks: unknown[] }).__longTasks.length);
    }
    if (visit === 0) await page.tracing.stop();
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: LongTask[] }).__longTasks);
    results.push({
      tasks,
      longestMs: Math.max(0, ...tasks.map((task) => task.durationMs)),
      blockingMs: tasks.reduce((sum, task) => sum + task.durationMs - 50, 0),
    });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const median = [...results].sort((a, b) => a.longestMs - b.longestMs)[Math.floor(results.length / 2)]!;
console.log(
  `${pagePath} at 4× CPU, first visits: the longest task ${median.longestMs} ms on the median visit ` +
    `(each visit: ${results.map((result) => result.longestMs).join(' / ')} ms; budget ${budgetMs} ms), ` +
    `${median.tasks.length} tasks over 50 ms blocking ${median.blockingMs} ms in all. Trace of the first: ${path.relative(process.cwd(), traceFile)}`,
);
for (const task of median.tasks) console.log(`  ${task.durationMs} ms at ${task.startMs} ms, after ${task.after}`);
if (median.longestMs > budgetMs) {
  console.error(`The home page's start has a task of ${median.longestMs} ms, over the budget of ${budgetMs} ms.`);
  process.exitCode = 1;
}

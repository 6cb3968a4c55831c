/**
 * Where a first visit's main-thread time goes: Chrome's sampling profiler on fresh visits of a page of the built
 * app at 4× CPU (as Lighthouse's mobile settings), from the navigation until a moment after the app is on the
 * screen, each function's own time averaged over the visits, the largest first. Not a budget: the tool to find
 * what a Lighthouse blocking time is made of.
 *
 *   node --import tsx scripts/profile-first-visit.ts /contactUs [visits]
 */
import puppeteer from 'puppeteer-core';
import { startTestServer } from './start-test-server';
import { systemChromium } from './system-chromium';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const path = process.argv[2] ?? '/';
const visits = Number(process.argv[3] ?? 3);
const server = await startTestServer({ builtApp: true });
const browser = await puppeteer.launch({ ...systemChromium, headless: true });
try {
  // A server that has just started compiles its code on its first requests; the shop's visitors meet a warm one.
  for (let round = 0; round < 3; round++) await (await fetch(`${server.base}${path}`)).text();
  const ownTime = new Map<string, number>();
  for (let visit = 0; visit < visits; visit++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.base}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('brushwork:app-on-screen').length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const { functionName, url, lineNumber, columnNumber } = nodes.get(id)!.callFrame;
      const where = url ? ` ${url.replace(server.base, '')}:${lineNumber + 1}:${columnNumber + 1}` : '';
      const name = `${functionName || '(anonymous)'}${where}`;
      ownTime.set(name, (ownTime.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    await context.close();
  }
  console.log(`${path}, ${visits} first visits at 4× CPU, each function's own time (ms, average a visit):`);
  for (const [name, ms] of [...ownTime].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${(ms / visits).toFixed(1).padStart(8)}  ${name}`);
} finally {
  await browser.close();
  await server.stop();
}

import { defineConfig, devices } from '@playwright/test';
import { e2ePort } from './e2e/support/stack-info';
import { systemChromium } from './scripts/system-chromium';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/stack-ready.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    // Recording a trace costs every test about a seventh of its time on 2 cores: only a retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: systemChromium,
  },
  projects: [
    {
      // The demo accounts signed in once, for the specs that need them signed in without testing how.
      name: 'sign-in',
      testMatch: /sign-in\.setup\.ts/,
    },
    {
      name: 'phone',
      dependencies: ['sign-in'],
      // A phone's width and touch, drawn at one device pixel to the CSS pixel: what the specs check (reach,
      // layout, roles, text) is in CSS pixels, and drawing the Pixel 7's 2.625 took a tenth of the whole run on 2
      // cores (8.8 minutes against 7.9, with no GPU every pixel is drawn by the CPU).
      use: {
        ...devices['Pixel 7'],
        deviceScaleFactor: 1,
        viewport: { width: 390, height: 844 },
        launchOptions: systemChromium,
      },
      // It checks the server's start on the embedded database, not a screen size: once is enough.
      testIgnore: /embedded-start\.spec\.ts/,
    },
    {
      name: 'desktop',
      dependencies: ['sign-in'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: systemChromium },
      // Customers hold phones, painters too, and admins tablets: their journeys run in the phone project, at
      // 390 px or at the width they set (the checks of every width set each of 360 to 1024 px). A desktop
      // runs what visitors and admins meet on one: the public pages, their layout and accessibility, booking,
      // the contact form, a post, finding a tool, My Orders and the admin's messages; and the server's start on the
      // embedded database, once. The admin's content runs in the phone project, at a tablet's width.
      testMatch: /[\\/](accessibility|embedded-start|home|messages|pages|shop-extras|visits)\.spec\.ts$/,
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/support/stack.ts',
    url: `http://127.0.0.1:${e2ePort}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});

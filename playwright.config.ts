import { defineConfig, devices } from '@playwright/test';
import { e2ePort } from './e2e/support/stack-info';
import { systemChromium } from './scripts/system-chromium';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/stack-ready.ts',
  fullyParallel: true,
  workers: 2,
  // Green with no retry, or it is not green: a test that needs one is fixed (waiting for the right state).
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    // Recording a trace costs every test about a seventh of its time on 2 cores, and no test is retried: none is
    // recorded unless asked for (`npx playwright test --trace on`).
    trace: 'off',
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
      // Customers hold phones, painters too, and admins tablets: every journey runs here, at 390 px or at the
      // width it sets, and the checks of every width walk each of 360 to 1024 px by resizing one page. What only a
      // desktop's width shows (the blog's sidebar, the menu laid out in the bar, three tool cards to a row) is
      // checked at 1280 px by the test of that page, resized: no second project loads every page again for it.
      use: {
        ...devices['Pixel 7'],
        deviceScaleFactor: 1,
        viewport: { width: 390, height: 844 },
        launchOptions: systemChromium,
      },
      testIgnore: /checkout-totals\.spec\.ts/,
    },
    {
      // The shop's books (tax, delivery) change what every order costs: set only once every other spec is done.
      name: 'books',
      dependencies: ['phone'],
      testMatch: /checkout-totals\.spec\.ts/,
      use: {
        ...devices['Pixel 7'],
        deviceScaleFactor: 1,
        viewport: { width: 390, height: 844 },
        launchOptions: systemChromium,
      },
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

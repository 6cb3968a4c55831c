import { existsSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { stackFile } from './stack-info';

/**
 * Playwright's global setup: the app answers its health check before the Auth Emulator beside it is up and
 * seeded (they start together, see stack.ts), so the tests begin once the stack has written its file.
 */
export default async function stackReady() {
  const deadline = Date.now() + 120_000;
  while (!existsSync(stackFile)) {
    if (Date.now() > deadline) throw new Error(`The end-to-end stack did not write ${stackFile} within 120 s.`);
    await delay(100);
  }
}

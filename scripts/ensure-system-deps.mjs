// Every test needs system packages: Debian's Chromium (end-to-end, performance) and PostgreSQL (the
// server tests run on it as well as on PGlite). `npm test` runs this first, before lint and the unit
// tests, so no test runs on a machine that lacks them. Browsers are never downloaded: what is missing is
// installed from Debian's packages as root; otherwise, and always in CI, a missing package fails the run.
// Run with `node --import tsx`: the detection lives in one place, with the code that uses it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findPostgresBinaries } from '../src/server/test/system-binaries.ts';
import { systemChromium } from './system-chromium.ts';

const find = () => ({
  chromium: existsSync(systemChromium.executablePath),
  postgresql: Boolean(process.env.TEST_DATABASE_URL || findPostgresBinaries()),
});
const absent = (found) => Object.keys(found).filter((name) => !found[name]);

const missing = absent(find());
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing system packages: ${missing.join(', ')}. Install them with:\n  sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  const still = absent(find());
  if (still.length > 0) {
    console.error(`Still missing after installing: ${still.join(', ')}`);
    process.exit(1);
  }
}
console.log('System packages for the tests: Chromium and PostgreSQL are present.');

// The end-to-end suite drives Debian's Chromium and starts a throwaway PostgreSQL. Browsers are never
// downloaded: when something is missing we install Debian's packages as root, or say how.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

const missing = [];
if (!existsSync(chromiumPath)) missing.push('chromium');
if (!hasPostgres()) missing.push('postgresql');

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
}

/**
 * The home page's JavaScript budget: every module the built home page loads before interaction (its
 * scripts, what they import statically, and the app entry that the page's hydrate script imports),
 * gzipped, must stay within BUDGET_KB. Firebase and Stripe must not be among them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { prerenderedPages } from '../src/shared/prerendered-pages';

const budgetKb = Number(process.env.BUDGET_KB ?? 130);
const dist = path.resolve('dist');
const html = readFileSync(path.join(dist, prerenderedPages['/']!), 'utf8');
// The page's scripts, what it preloads, and the app entry its start script imports once the page has loaded.
const pending = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ...html.matchAll(/<script[^>]+data-app-entry="([^"]+)"/g),
].map((match) => match[1]!);
if (pending.length === 0) throw new Error('The built home page loads no script.');

const loaded = new Set<string>();
let total = 0;
const forbidden: string[] = [];
while (pending.length > 0) {
  const src = pending.shift()!;
  if (loaded.has(src)) continue;
  loaded.add(src);
  const code = readFileSync(path.join(dist, src)).toString();
  // Static imports load with a module; dynamic ones wait.
  const imports = [...code.matchAll(/(?:import|export)\s*(?:[\w$*{},\s]+from\s*)?["']([^"']+\.js)["']/g)].map(
    (match) => match[1]!,
  );
  pending.push(
    ...imports.map((specifier) =>
      specifier.startsWith('/') ? specifier : path.posix.join(path.posix.dirname(src), specifier),
    ),
  );
  const gzipped = gzipSync(code, { level: 9 }).length;
  total += gzipped;
  // Signatures of the SDKs themselves, not of the small modules that load them on demand.
  if (/FirebaseError|identitytoolkit\.googleapis|js\.stripe\.com\/v3/.test(code)) forbidden.push(src);
  console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KB gzip  ${src}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB gzip  home page JavaScript before interaction, ${loaded.size} files (budget ${budgetKb} KB)`,
);
if (forbidden.length > 0) {
  console.error(`Firebase or Stripe code loads with the home page: ${forbidden.join(', ')}`);
  process.exitCode = 1;
}
if (total / 1024 > budgetKb) {
  console.error(`Over budget by ${(total / 1024 - budgetKb).toFixed(1)} KB.`);
  process.exitCode = 1;
}

/**
 * The home page's JavaScript budget: the entry script plus every modulepreload in the built
 * index.html, gzipped, must stay within BUDGET_KB. Firebase and Stripe must not be among them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetKb = Number(process.env.BUDGET_KB ?? 130);
const dist = path.resolve('dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => match[1]!);

let total = 0;
const forbidden: string[] = [];
for (const src of scripts) {
  const code = readFileSync(path.join(dist, src));
  const gzipped = gzipSync(code, { level: 9 }).length;
  total += gzipped;
  // Signatures of the SDKs themselves, not of the small modules that load them on demand.
  if (/FirebaseError|identitytoolkit\.googleapis|js\.stripe\.com\/v3/.test(code.toString())) forbidden.push(src);
  console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KB gzip  ${src}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB gzip  home page JavaScript before interaction (budget ${budgetKb} KB)`);
if (forbidden.length > 0) {
  console.error(`Firebase or Stripe code loads with the home page: ${forbidden.join(', ')}`);
  process.exitCode = 1;
}
if (total / 1024 > budgetKb) {
  console.error(`Over budget by ${(total / 1024 - budgetKb).toFixed(1)} KB.`);
  process.exitCode = 1;
}

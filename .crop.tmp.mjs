import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [,, file, out, scale = '1'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1024, height: 1400 } });
const data = readFileSync(file).toString('base64');
await page.setContent(`<body style="margin:0"><img id=i src="data:image/png;base64,${data}" style="width:${1024*Number(scale)}px"></body>`);
const h = await page.evaluate(() => document.getElementById('i').getBoundingClientRect().height);
let n = 0;
for (let y = 0; y < h; y += 1400) {
  await page.screenshot({ path: `${out}-${n++}.png`, clip: { x: 0, y, width: 1024, height: Math.min(1400, h - y) }, fullPage: true });
}
console.log(n, 'parts', h);
await browser.close();

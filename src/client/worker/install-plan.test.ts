import { describe, expect, it } from 'vitest';
import { installPlan } from './install-plan';

const shell = ['https://shop.example/index.html', 'https://shop.example/index.html?__WB_REVISION__=1'] as [
  string,
  string,
];
const page = [
  'https://shop.example/prerendered/about.html',
  'https://shop.example/prerendered/about.html?__WB_REVISION__=2',
] as [string, string];
const framework = ['https://shop.example/assets/framework-a1.js', 'https://shop.example/assets/framework-a1.js'] as [
  string,
  string,
];
const pages = ['https://shop.example/assets/pages-b2.js', 'https://shop.example/assets/pages-b2.js'] as [
  string,
  string,
];

describe("the worker's install", () => {
  it('fetches the revisioned files first, which only it may fetch, then the hashed ones', () => {
    expect(installPlan([framework, shell, pages, page]).order).toEqual([shell, page, framework, pages]);
  });

  it('lets a page fetch only the hashed files ahead, from the far end of the list', () => {
    expect(installPlan([framework, shell, pages, page]).fetchAhead).toEqual([pages[0], framework[0]]);
    expect(installPlan([shell, page]).fetchAhead).toEqual([]);
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fetchAheadForTheWorker } from './service-worker';

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href);

describe('the page fetching ahead for the installing worker', () => {
  afterEach(() => document.head.replaceChildren());

  it("prefetches the worker's files of this site, as addresses of this site", () => {
    fetchAheadForTheWorker({
      data: { type: 'FETCH_AHEAD', urls: ['/assets/pages-b2.js', `${location.origin}/assets/app-c3.js`] },
    });
    expect(prefetched()).toEqual([`${location.origin}/assets/pages-b2.js`, `${location.origin}/assets/app-c3.js`]);
  });

  it('fetches nothing from elsewhere, nothing that is not an address, and nothing for another message', () => {
    fetchAheadForTheWorker({
      data: { type: 'FETCH_AHEAD', urls: ['https://evil.example/x.js', '//evil.example/y.js', 7, 'http://[bad'] },
    });
    fetchAheadForTheWorker({ data: { type: 'WARM_IMAGES', urls: ['/assets/pages-b2.js'] } });
    fetchAheadForTheWorker({ data: { type: 'FETCH_AHEAD', urls: '/assets/pages-b2.js' } });
    fetchAheadForTheWorker({ data: undefined });
    expect(prefetched()).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ownPage } from './own-page';

const origin = 'https://shop.example';

describe('the page a notification opens', () => {
  it('is a path of the shop’s own origin, as given', () => {
    expect(ownPage('/dashboard/myOrders/7?from=push#top', origin)).toBe('/dashboard/myOrders/7?from=push#top');
    expect(ownPage('/', origin)).toBe('/');
  });

  it('is the home page for any address that leads elsewhere, however it is written', () => {
    for (const elsewhere of [
      '/\\evil.example',
      '/\\/evil.example',
      '//evil.example',
      '/\t/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'evil.example',
      '',
      42,
      undefined,
    ])
      expect(ownPage(elsewhere, origin), String(elsewhere)).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirect('/dashboard/myOrders?x=1')).toBe('/dashboard/myOrders?x=1');
  });

  it.each([undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'sends %s home',
    (target) => {
      expect(safeRedirect(target)).toBe('/');
    },
  );
});

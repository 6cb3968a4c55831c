import { describe, expect, it } from 'vitest';
import { landingOf, safeRedirect } from './safe-redirect';

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

describe('landing after sign-in', () => {
  it('sends a painter with nowhere to go to Today, and anyone else home', () => {
    expect(safeRedirect(undefined, landingOf('painter'))).toBe('/dashboard/today');
    expect(safeRedirect('//evil.example', landingOf('painter'))).toBe('/dashboard/today');
    expect(safeRedirect('/dashboard', landingOf('painter'))).toBe('/dashboard');
    expect(safeRedirect(undefined, landingOf('admin'))).toBe('/');
    expect(safeRedirect(undefined, landingOf(undefined))).toBe('/');
  });
});

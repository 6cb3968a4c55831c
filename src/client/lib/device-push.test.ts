import { describe, expect, it } from 'vitest';
import { oneSubscriptionChangeAtATime } from './device-push';

describe('oneSubscriptionChangeAtATime, in a browser without Web Locks', () => {
  it('starts a change only once the one before it has ended, failed or not', async () => {
    expect(typeof navigator === 'undefined' || !navigator.locks).toBe(true);
    const steps: string[] = [];
    let endStoring = () => {};
    const storing = oneSubscriptionChangeAtATime(async () => {
      steps.push('storing began');
      await new Promise<void>((resolve) => (endStoring = resolve));
      steps.push('storing ended');
      throw new Error('The shop could not be reached.');
    });
    const removing = oneSubscriptionChangeAtATime(async () => {
      steps.push('removal began');
      return 'removed';
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(steps).toEqual(['storing began']);
    endStoring();
    await expect(storing).rejects.toThrow('The shop could not be reached.');
    await expect(removing).resolves.toBe('removed');
    expect(steps).toEqual(['storing began', 'storing ended', 'removal began']);
  });
});

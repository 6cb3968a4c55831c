import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionTokens, sessionLifetimeSeconds } from './session-token';

const secret = 'a-session-secret-that-is-long-enough-for-hs256';

afterEach(() => {
  vi.useRealTimers();
});

describe('session tokens', () => {
  it('checks a token once and then remembers it, until it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sessions = createSessionTokens(secret);
    const token = await sessions.issue({ userId: 'a-user', tokenVersion: 3 });
    const subtleVerify = vi.spyOn(crypto.subtle, 'verify');

    expect(await sessions.verify(token)).toEqual({ userId: 'a-user', tokenVersion: 3 });
    expect(await sessions.verify(token)).toEqual({ userId: 'a-user', tokenVersion: 3 });
    expect(subtleVerify).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + sessionLifetimeSeconds * 1000);
    await expect(sessions.verify(token)).rejects.toMatchObject({ status: 401, code: 'token_expired' });
    subtleVerify.mockRestore();
  });

  it('never remembers a token signed with another secret', async () => {
    const token = await createSessionTokens(`${secret}-other`).issue({ userId: 'a-user', tokenVersion: 0 });
    const sessions = createSessionTokens(secret);
    await expect(sessions.verify(token)).rejects.toMatchObject({ status: 401, code: 'invalid_token' });
    await expect(sessions.verify(token)).rejects.toMatchObject({ status: 401, code: 'invalid_token' });
  });
});

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
    const token = await sessions.issue({ userId: 'a-user', sessionId: 'a-session' });
    const subtleVerify = vi.spyOn(crypto.subtle, 'verify');

    expect(await sessions.verify(token)).toEqual({ userId: 'a-user', sessionId: 'a-session' });
    expect(await sessions.verify(token)).toEqual({ userId: 'a-user', sessionId: 'a-session' });
    expect(subtleVerify).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + sessionLifetimeSeconds * 1000);
    await expect(sessions.verify(token)).rejects.toMatchObject({ status: 401, code: 'token_expired' });
    subtleVerify.mockRestore();
  });

  it('never remembers a token signed with another secret', async () => {
    const token = await createSessionTokens(`${secret}-other`).issue({ userId: 'a-user', sessionId: 'a-session' });
    const sessions = createSessionTokens(secret);
    await expect(sessions.verify(token)).rejects.toMatchObject({ status: 401, code: 'invalid_token' });
    await expect(sessions.verify(token)).rejects.toMatchObject({ status: 401, code: 'invalid_token' });
  });

  it('reads the session of a token it signed, expired too, for its renewal; nothing of another', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sessions = createSessionTokens(secret);
    const token = await sessions.issue({ userId: 'a-user', sessionId: 'a-session' });
    vi.setSystemTime(Date.now() + 10 * sessionLifetimeSeconds * 1000);
    await expect(sessions.verify(token)).rejects.toMatchObject({ code: 'token_expired' });
    expect(await sessions.readSigned(token)).toEqual({ userId: 'a-user', sessionId: 'a-session' });
    const foreign = await createSessionTokens(`${secret}-other`).issue({ userId: 'a-user', sessionId: 'a-session' });
    expect(await sessions.readSigned(foreign)).toBeUndefined();
    expect(await sessions.readSigned('not-a-token')).toBeUndefined();
  });
});

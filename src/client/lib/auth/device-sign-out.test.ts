import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../test/memory-storage';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (name: string) =>
  `${base64url({ alg: 'HS256' })}.${base64url({ exp: Date.now() / 1000 + 3600, name })}.sig`;
const ended = () => new Response(null, { status: 204 });

describe('the sessions a device still has to end on the server', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('localStorage', new MemoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends one signed out during a round in the same round, and each once', async () => {
    const { endPendingSessions, rememberSessionToEnd } = await import('./device-sign-out');
    const [first, second] = [tokenFor('first'), tokenFor('second')];
    const sent: string[] = [];
    let answerFirst = () => {};
    const send = async (token: string) => {
      sent.push(token);
      if (token === first) await new Promise<void>((resolve) => (answerFirst = resolve));
      return ended();
    };
    rememberSessionToEnd(first);
    const round = endPendingSessions(send);
    await vi.waitFor(() => expect(sent).toEqual([first]));
    rememberSessionToEnd(second);
    const joined = endPendingSessions(send);
    answerFirst();
    await Promise.all([round, joined]);
    expect(sent).toEqual([first, second]);
    await endPendingSessions(send);
    expect(sent).toEqual([first, second]);
  });

  it('sends a session signed out of after a round that had nothing to send', async () => {
    const { endPendingSessions, rememberSessionToEnd } = await import('./device-sign-out');
    const sent: string[] = [];
    const send = async (token: string) => {
      sent.push(token);
      return ended();
    };
    await endPendingSessions(send);
    const token = tokenFor('signed out later');
    rememberSessionToEnd(token);
    await endPendingSessions(send);
    expect(sent).toEqual([token]);
  });

  it('drops a token on any answer of the shop, a refusal too, and keeps it when none came', async () => {
    const { endPendingSessions, rememberSessionToEnd } = await import('./device-sign-out');
    const [refused, unanswered] = [tokenFor('refused'), tokenFor('unanswered')];
    rememberSessionToEnd(refused);
    rememberSessionToEnd(unanswered);
    const sent: string[] = [];
    await endPendingSessions(async (token) => {
      sent.push(token);
      if (token === unanswered) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 401 });
    });
    await endPendingSessions(async (token) => {
      sent.push(token);
      return ended();
    });
    expect(sent).toEqual([refused, unanswered, unanswered]);
  });
});

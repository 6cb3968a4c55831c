import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-errors';

describe('authErrorMessage', () => {
  it('says a failed login the way the spec words it, whatever Firebase calls it', () => {
    for (const code of [
      'auth/invalid-credential',
      'auth/wrong-password',
      'auth/user-not-found',
      'auth/invalid-login-credentials',
    ]) {
      expect(authErrorMessage({ code })).toBe('username or password is incorrect');
    }
  });

  it.each([
    'auth/popup-blocked',
    'auth/popup-closed-by-user',
    'auth/network-request-failed',
    'auth/unauthorized-domain',
    'auth/user-mismatch',
    'auth/multi-factor-auth-required',
  ])('gives %s a clear message of its own', (code) => {
    const message = authErrorMessage({ code });
    expect(message).toBeTruthy();
    expect(message).not.toBe('username or password is incorrect');
  });

  it('leaves unknown errors to the generic handler', () => {
    expect(authErrorMessage(new Error('boom'))).toBeUndefined();
    expect(authErrorMessage(undefined)).toBeUndefined();
  });
});

import { errors, jwtVerify, SignJWT } from 'jose';
import { ApiError } from '../http/errors';

/** The server's own short-lived token, kept by the client as `accessToken`. */
export const sessionLifetimeSeconds = 60 * 60;
const issuer = 'brushwork';
const audience = 'brushwork-api';

export type SessionClaims = { userId: string; tokenVersion: number };

/** How many verified tokens a process remembers; past it the oldest is forgotten (and checked again if seen). */
const maxRemembered = 10_000;

export function createSessionTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  // A session's token is sent with each of its requests. Its signature is checked once: WebCrypto checks
  // it off the event loop, which costs every request a turn of a loop that may be busy. Its expiry is
  // checked on every use; whether the session was revoked is the caller's check, against the database.
  const remembered = new Map<string, { claims: SessionClaims; expiresAtMs: number }>();
  const remember = (token: string, claims: SessionClaims, expiresAtSeconds: number) => {
    remembered.set(token, { claims, expiresAtMs: expiresAtSeconds * 1000 });
    if (remembered.size > maxRemembered) remembered.delete(remembered.keys().next().value!);
  };
  return {
    issue: ({ userId, tokenVersion }: SessionClaims) =>
      new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${sessionLifetimeSeconds}s`)
        .sign(key),
    verify: async (token: string): Promise<SessionClaims> => {
      const known = remembered.get(token);
      if (known && Date.now() < known.expiresAtMs) return known.claims;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer, audience });
        if (!payload.sub || typeof payload.ver !== 'number' || payload.exp === undefined)
          throw new Error('missing claims');
        const claims = { userId: payload.sub, tokenVersion: payload.ver };
        remember(token, claims, payload.exp);
        return claims;
      } catch (error) {
        const expired = error instanceof errors.JWTExpired;
        throw new ApiError(
          401,
          expired ? 'token_expired' : 'invalid_token',
          expired ? 'Your session has expired. Please log in again.' : 'Please log in again.',
        );
      }
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;

import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { ApiError } from '../http/errors';

/** The server's own short-lived token, kept by the client as `accessToken`. */
export const sessionLifetimeSeconds = 60 * 60;
const issuer = 'brushwork';
const audience = 'brushwork-api';

/** Whose token it is, and which of their sessions (one per device, see `user_sessions`) it belongs to. */
export type SessionClaims = { userId: string; sessionId: string };

function claimsOf(payload: JWTPayload): SessionClaims {
  if (!payload.sub || typeof payload.sid !== 'string' || payload.exp === undefined) throw new Error('missing claims');
  return { userId: payload.sub, sessionId: payload.sid };
}

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
    issue: ({ userId, sessionId }: SessionClaims) =>
      new SignJWT({ sid: sessionId })
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
        const claims = claimsOf(payload);
        remember(token, claims, payload.exp!);
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
    /**
     * The claims of a token this server signed, expired or not: a device renewing its session names the
     * session it continues by its last token, which may have run out while it was offline. Undefined for
     * anything else.
     */
    readSigned: async (token: string): Promise<SessionClaims | undefined> => {
      try {
        return claimsOf((await jwtVerify(token, key, { algorithms: ['HS256'], issuer, audience })).payload);
      } catch (error) {
        // Expiry is checked after the signature: an expired token's payload is this server's own.
        if (!(error instanceof errors.JWTExpired)) return undefined;
        try {
          return claimsOf(error.payload);
        } catch {
          return undefined;
        }
      }
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;

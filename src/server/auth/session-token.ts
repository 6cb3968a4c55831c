import { errors, jwtVerify, SignJWT } from 'jose';
import { ApiError } from '../http/errors';

/** The server's own short-lived token, kept by the client as `accessToken`. */
export const sessionLifetimeSeconds = 60 * 60;
const issuer = 'brushwork';
const audience = 'brushwork-api';

export type SessionClaims = { userId: string; tokenVersion: number };

export function createSessionTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer, audience });
        if (!payload.sub || typeof payload.ver !== 'number') throw new Error('missing claims');
        return { userId: payload.sub, tokenVersion: payload.ver };
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

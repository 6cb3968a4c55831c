import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import { ApiError } from '../http/errors';

/** Who signed in with Firebase; `authTime` (seconds) is when they last signed in by hand, kept across renewals. */
export type VerifiedIdentity = { uid: string; email: string; name: string; emailVerified: boolean; authTime: number };
export type IdTokenVerifier = (idToken: string) => Promise<VerifiedIdentity>;

// Firebase signs ID tokens with these keys: https://firebase.google.com/docs/auth/admin/verify-id-tokens
const googleKeysUrl = new URL(
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
);

const refused = (message = 'The sign-in token is not valid.') => new ApiError(401, 'invalid_token', message);

function identityFrom(payload: JWTPayload): VerifiedIdentity {
  const email = typeof payload.email === 'string' ? payload.email : '';
  if (!payload.sub || !email) throw refused('The sign-in token has no email address.');
  return {
    uid: payload.sub,
    email,
    name: typeof payload.name === 'string' ? payload.name : '',
    emailVerified: payload.email_verified === true,
    authTime: typeof payload.auth_time === 'number' ? payload.auth_time : 0,
  };
}

function checkClaims(payload: JWTPayload, projectId: string, nowSeconds: number) {
  if (payload.aud !== projectId) throw refused();
  if (payload.iss !== `https://securetoken.google.com/${projectId}`) throw refused();
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) throw refused('The sign-in token has expired.');
  if (typeof payload.iat === 'number' && payload.iat > nowSeconds + 60) throw refused();
}

/** Asks the emulator whose token this is: only an account it knows, with this very uid, passes. */
async function confirmWithEmulator(host: string, idToken: string, uid: string | undefined) {
  let users: { localId?: string }[] | undefined;
  try {
    const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=emulator`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken }),
      signal: AbortSignal.timeout(5000),
    });
    users = ((await response.json()) as { users?: { localId?: string }[] }).users;
  } catch {
    throw new ApiError(503, 'unavailable', 'Sign-in cannot be checked right now. Please try again.');
  }
  if (!uid || !users?.some((user) => user.localId === uid)) throw refused();
}

/**
 * Verifies Firebase ID tokens. Real tokens must be RS256-signed by Google's keys (or the keys given, in
 * tests). The Auth Emulator signs nothing, so unsigned tokens pass only in emulator mode, which the
 * environment check allows for `demo-` projects alone.
 */
export function createIdTokenVerifier(options: {
  projectId: string;
  emulator: boolean;
  /** host:port of the Auth Emulator: each unsigned token is confirmed with it, so a hand-made one is refused. */
  emulatorHost?: string;
  keys?: JWTVerifyGetKey;
}): IdTokenVerifier {
  const keys = options.keys ?? createRemoteJWKSet(googleKeysUrl);
  return async (idToken) => {
    let header;
    try {
      header = decodeProtectedHeader(idToken);
    } catch {
      throw refused();
    }
    if (options.emulator && header.alg === 'none') {
      let payload: JWTPayload;
      try {
        payload = decodeJwt(idToken);
      } catch {
        throw refused();
      }
      checkClaims(payload, options.projectId, Math.floor(Date.now() / 1000));
      if (options.emulatorHost) await confirmWithEmulator(options.emulatorHost, idToken, payload.sub);
      return identityFrom(payload);
    }
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        audience: options.projectId,
        issuer: `https://securetoken.google.com/${options.projectId}`,
      });
      checkClaims(payload, options.projectId, Math.floor(Date.now() / 1000));
      return identityFrom(payload);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof errors.JWTExpired) throw refused('The sign-in token has expired.');
      throw refused();
    }
  };
}

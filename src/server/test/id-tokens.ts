import { exportJWK, generateKeyPair, SignJWT, createLocalJWKSet, type JWTPayload } from 'jose';
import { testProjectId } from './app';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function idTokenClaims(email: string, overrides: JWTPayload = {}): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${testProjectId}`,
    aud: testProjectId,
    sub: `uid-${email}`,
    email,
    name: 'Token Name',
    iat: now - 10,
    exp: now + 3600,
    auth_time: now - 10,
    ...overrides,
  };
}

/** An unsigned token shaped like the Auth Emulator's. */
export function unsignedIdToken(email: string, overrides: JWTPayload = {}): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(idTokenClaims(email, overrides))}.`;
}

/** A signing key standing in for Google's, with the key set a verifier would fetch. */
export async function createTestSigningKey() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  return {
    keys: createLocalJWKSet({ keys: [jwk] }),
    sign: (email: string, overrides: JWTPayload = {}) =>
      new SignJWT(idTokenClaims(email, overrides))
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .sign(privateKey),
  };
}

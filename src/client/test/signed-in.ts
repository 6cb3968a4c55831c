import { type SessionProfile, sessionStore } from '@/client/lib/auth/session';

const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');

/** `profile` signed in on the device of a component test, with a session the shop would take for an hour. */
export function signIn(profile: SessionProfile) {
  const token = `${part({ alg: 'HS256' })}.${part({ exp: Date.now() / 1000 + 3600 })}.sig`;
  sessionStore.set(token, profile);
}

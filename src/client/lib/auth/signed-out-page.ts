import { redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { sessionStore } from './session';

/** The sign-in pages' address may carry where to go once signed in: the page that sent the visitor. */
export const afterSignInSearch = v.object({ redirect: v.optional(v.string()) });

/** The sign-in pages are for signed-out visitors: a signed-in one goes home. */
export function homeIfSignedIn() {
  if (sessionStore.active()) throw redirect({ to: '/' });
}

import { log, type Logger } from '../observability/log';

/** Firebase's side of a person's account: its sign-in, which goes once the shop has erased its own data. */
export type FirebaseAccounts = {
  /**
   * Deletes the Firebase user that signed in to the account: by its uid, or by its email when the account never
   * stored one. Never throws: the shop's own erasure is done by then, and a failure is logged for a person to finish.
   */
  remove: (account: { uid: string | null; email: string }) => Promise<void>;
};

const consoleStep = 'remove it in the Firebase console (Authentication, Users)';

/**
 * Deleting Firebase users through the Identity Toolkit API. The Auth Emulator takes `Bearer owner` as the project's
 * owner; Google's own service needs a service account's OAuth token, which the server is not given: without the
 * emulator every removal is left to a person, and logged as a warning that says so.
 */
export function createFirebaseAccounts({
  projectId,
  emulatorHost,
  logger = log,
}: {
  projectId: string;
  emulatorHost: string | undefined;
  logger?: Logger;
}): FirebaseAccounts {
  if (!emulatorHost)
    return {
      remove: async ({ uid }) =>
        logger.warn(
          { firebaseUid: uid },
          `An account was deleted: the server holds no Firebase credentials, so ${consoleStep}.`,
        ),
    };
  const base = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}`;
  const call = (operation: string, body: object) =>
    fetch(`${base}/${operation}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
  async function uidOf(email: string): Promise<string | undefined> {
    const response = await call('accounts:lookup', { email: [email] });
    if (!response.ok) throw new Error(`accounts:lookup answered ${response.status}.`);
    return ((await response.json()) as { users?: { localId: string }[] }).users?.[0]?.localId;
  }
  return {
    async remove({ uid, email }) {
      try {
        const localId = uid ?? (await uidOf(email));
        if (!localId) return;
        const response = await call('accounts:delete', { localId });
        // One deleted already (by hand, or by a removal that lost its answer) is what was wanted.
        if (!response.ok && !(await response.text()).includes('USER_NOT_FOUND'))
          throw new Error(`accounts:delete answered ${response.status}.`);
      } catch (error) {
        logger.error(
          { err: error, firebaseUid: uid },
          `A deleted account's Firebase user was not removed: ${consoleStep}.`,
        );
      }
    },
  };
}

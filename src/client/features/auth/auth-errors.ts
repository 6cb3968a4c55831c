/** Words for Firebase Auth's error codes: https://firebase.google.com/docs/reference/js/auth#autherrorcodes */
const messages: Record<string, string> = {
  'auth/invalid-credential': 'username or password is incorrect',
  'auth/invalid-login-credentials': 'username or password is incorrect',
  'auth/wrong-password': 'username or password is incorrect',
  'auth/user-not-found': 'username or password is incorrect',
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/missing-email': 'Type your email address first.',
  'auth/email-already-in-use': 'An account with this email already exists. Log in instead.',
  'auth/weak-password': 'Choose a stronger password of at least 6 characters.',
  'auth/too-many-requests': 'Too many attempts. Wait a minute and try again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before you finished signing in.',
  'auth/cancelled-popup-request': 'Another sign-in window is already open.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'auth/unauthorized-domain': 'Sign-in is not enabled for this web address.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled.',
  'auth/user-mismatch': 'That account is not the one signed in here. Use the same account.',
  'auth/multi-factor-auth-required': 'This account uses two-step verification, which the shop does not support yet.',
  'auth/account-exists-with-different-credential':
    'This email already has an account with another sign-in method. Use that one.',
};

export function authErrorMessage(error: unknown): string | undefined {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  return messages[code];
}

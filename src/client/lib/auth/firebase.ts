import { getClientConfig } from '../client-config';

async function initialise() {
  const [config, { initializeApp }, authModule] = await Promise.all([
    getClientConfig(),
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const app = initializeApp(config.firebase);
  const auth = authModule.initializeAuth(app, {
    persistence: [authModule.indexedDBLocalPersistence, authModule.browserLocalPersistence],
    popupRedirectResolver: authModule.browserPopupRedirectResolver,
  });
  if (config.firebase.emulatorUrl)
    authModule.connectAuthEmulator(auth, config.firebase.emulatorUrl, { disableWarnings: true });
  await auth.authStateReady();
  return { auth, ...authModule };
}

let loading: ReturnType<typeof initialise> | undefined;

/** Firebase Auth, loaded on first use only: public pages never pay for it. */
export function loadFirebaseAuth() {
  loading ??= initialise().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export type FirebaseAuthModule = Awaited<ReturnType<typeof initialise>>;

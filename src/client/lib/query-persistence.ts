import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  anythingToFold,
  deleteSaved,
  publicRecord,
  readSaved,
  type SavedQuery,
  userRecord,
  writeSaved,
} from './saved-queries';

/**
 * The query cache is kept in IndexedDB, so a cold start with no network shows what was seen at once:
 * the public catalogue in one record, and each signed-in user's own data (profile, orders, an admin's
 * tables) in a record of that user's, read back only for that user and deleted when they sign out.
 *
 * Not TanStack's persisters: they keep one record for everything, and their throttle holds back the first
 * write too. Here new data is written at once, a burst of changes at most every 100 ms, and whatever
 * waits is written when the page is hidden or left, so what a page showed is saved before the user can go,
 * even before its restore is done (a slow phone). Each write merges the whole cache into what is saved,
 * query by query, the newer copy winning, so two tabs never overwrite each other's data; writes start after
 * the restore, but for the one of a page left before it.
 */

/** Which queries are the public catalogue, and which belong to the signed-in user. */
export type QueryScopes = {
  isPublicQuery: (queryKey: QueryKey) => boolean;
  isUserQuery: (queryKey: QueryKey) => boolean;
};

export type QueryPersistence = ReturnType<typeof createQueryPersistence>;

export function createQueryPersistence(
  queryClient: QueryClient,
  {
    currentUser,
    scopes: { isPublicQuery, isUserQuery },
    throttleMs = 100,
    onWriteFailed = () => {},
  }: {
    currentUser: () => string | undefined;
    scopes: QueryScopes;
    throttleMs?: number;
    /** What the device could not keep (storage full, or refused) is said, not passed over in silence. */
    onWriteFailed?: (error: unknown) => void;
  },
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWriteAt = 0;
  let dirty = false;
  // IndexedDB runs writes to one store in the order they began, so each starts at once, without waiting
  // for the one before: a write begun as the page is left is not held behind another, and cut off.
  let lastWrite: Promise<void> = Promise.resolve();
  /** Writes begun and not yet on disk: one still under way when the page is left is cut off with it. */
  let writing = 0;

  /** Begins the write in this very task (the page may be being left), and resolves once it is on disk. */
  function write(leaving: boolean): Promise<void> {
    lastWriteAt = Date.now();
    const user = currentUser();
    // Data stays saved while a later fetch of it fails (the error is not kept, the data is).
    const saved = (query: Query) =>
      query.state.data !== undefined &&
      (isPublicQuery(query.queryKey) || (user !== undefined && isUserQuery(query.queryKey)));
    const { queries } = dehydrate(queryClient, { shouldDehydrateQuery: saved });
    const of = (belongs: (key: QueryKey) => boolean) =>
      queries
        .filter((query) => belongs(query.queryKey))
        .map((query) => ({
          ...query,
          state: { ...query.state, status: 'success', error: null, fetchStatus: 'idle' },
        })) as unknown as SavedQuery[];
    const records = {
      [publicRecord]: of(isPublicQuery),
      ...(user === undefined ? {} : { [userRecord(user)]: of(isUserQuery) }),
    };
    writing += 1;
    return writeSaved(records, { leaving })
      .then(() => void performance.mark('brushwork:queries-saved'))
      .finally(() => (writing -= 1));
  }

  /** Writes what changed now, and resolves once it is on disk; `leaving`: the page is being left. */
  function flush({ leaving = false }: { leaving?: boolean } = {}): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    // Leaving, a write still under way is begun again in this task: Chromium keeps only what that task began.
    if (dirty || (leaving && writing > 0)) {
      dirty = false;
      lastWrite = write(leaving).catch(onWriteFailed);
    }
    return lastWrite;
  }

  let started = false;
  // Followed from the first moment: a page left while its restore still reads keeps what it showed too.
  const leaving = () => void flush({ leaving: true });
  const hidden = () => document.visibilityState === 'hidden' && leaving();
  addEventListener('pagehide', leaving);
  document.addEventListener('visibilitychange', hidden);
  function changed() {
    dirty = true;
    if (started) timer ??= setTimeout(() => void flush(), Math.max(lastWriteAt + throttleMs - Date.now(), 0));
  }
  // Followed from the first moment, not from start(): a page's first fetch may well answer while the restore
  // still reads, and its data is then written once the restore is done instead of never.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') changed();
  });

  return {
    /** Puts what was saved for the public and for the user signed in now into the cache. */
    async restore() {
      const user = currentUser();
      for (const record of [publicRecord, ...(user ? [userRecord(user)] : [])]) {
        const saved = await readSaved(record);
        if (saved) hydrate(queryClient, saved.clientState as unknown as DehydratedState);
      }
    },
    /**
     * Saves the cache from now on: new data at once, more within `throttleMs` of a write a little later,
     * and what waits when the page is hidden or left; first, what arrived while the restore ran or was kept
     * beside the records by a page left before its restore.
     */
    start() {
      started = true;
      // What a page left before its restore kept beside a record is folded into it now, not at the next change.
      if (anythingToFold()) dirty = true;
      if (dirty) changed();
      return () => {
        started = false;
        clearTimeout(timer);
        timer = undefined;
        removeEventListener('pagehide', leaving);
        document.removeEventListener('visibilitychange', hidden);
      };
    },
    flush,
    /** Deletes what was saved for `email`, after any write already begun. */
    forgetUser(email: string): Promise<void> {
      return deleteSaved(userRecord(email));
    },
  };
}

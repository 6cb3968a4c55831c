import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryPersistence } from './query-persistence';
import { deleteSaved, publicRecord, readSaved } from './saved-queries';

const scopes = { isPublicQuery: () => true, isUserQuery: () => false };
const noPage = () => {
  vi.stubGlobal('addEventListener', () => {});
  vi.stubGlobal('removeEventListener', () => {});
  vi.stubGlobal('document', { visibilityState: 'visible', addEventListener: () => {}, removeEventListener: () => {} });
};

describe('saved data when storage fails', () => {
  /** The tools seen, and the save asked for at once: what the persistence told of a failed write. */
  async function toolsSeenAndSaved() {
    const queryClient = new QueryClient();
    const onWriteFailed = vi.fn();
    const persistence = createQueryPersistence(queryClient, { currentUser: () => undefined, scopes, onWriteFailed });
    persistence.start();
    queryClient.setQueryData(['tools'], [{ _id: '1' }]);
    await persistence.flush();
    return onWriteFailed;
  }

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('writes again on a freshly opened database when the first try fails, as after iOS dropped the connection', async () => {
    noPage();
    await deleteSaved(publicRecord);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(() => {
      throw new DOMException('The database connection is closing.', 'InvalidStateError');
    });
    const onWriteFailed = await toolsSeenAndSaved();
    expect(onWriteFailed).not.toHaveBeenCalled();
    expect((await readSaved(publicRecord))?.clientState.queries.map((query) => query.queryHash)).toEqual(['["tools"]']);
  });

  it('says so when the device cannot keep the data at all, instead of passing over it in silence', async () => {
    noPage();
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const onWriteFailed = await toolsSeenAndSaved();
    expect(onWriteFailed).toHaveBeenCalledTimes(1);
  });
});

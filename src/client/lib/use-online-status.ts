import { useSyncExternalStore } from 'react';
import { connection } from './connection';

/** Whether the shop can be reached now (see connection.ts); the server renders pages as online. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(connection.subscribe, connection.online, () => true);
}

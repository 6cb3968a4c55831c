import type { QueryKey } from '@tanstack/react-query';

/**
 * Whose data a feature's queries hold, declared beside its key factory (`export const queryScope` in its
 * `api/*-keys.ts`, found by `src/client/query-scopes.ts`): `everyone`'s (the public catalogue, the free visits),
 * saved on the device for whoever uses it; one signed-in `user`'s, saved under them and gone when their session
 * ends; or a user's kept in `memory` only (private photos), never saved, gone at the session's end too; or
 * `unsaved` (a card form's intent), kept neither.
 */
export type QueryScope = { kept: 'everyone' | 'user' | 'memory' | 'unsaved'; roots: readonly QueryKey[] };

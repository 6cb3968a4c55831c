/// <reference types="vite/client" />
import type { OutboxKind } from './lib/outbox/kind';

/**
 * The kinds of write the outbox sends, as each feature declares them: its `outbox-kind.ts` (in the feature's
 * folder, or a sub-folder of one of its sides) exports its `outboxKind`, and nothing here changes for a new
 * one. Declarations are data only (a few bytes each), so the page and the service worker both know them
 * from the start, and send what waits without any form.
 */
export const outboxKinds = Object.values(
  import.meta.glob<OutboxKind>('./features/**/outbox-kind.ts', { eager: true, import: 'outboxKind' }),
);

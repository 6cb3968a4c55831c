import { readFileSync } from 'node:fs';
import path from 'node:path';

export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const e2eProjectId = 'demo-brushwork-e2e';
export const stackFile = path.resolve('e2e/.stack/stack.json');

/**
 * What the running stack tells its tests: `mailInboxUrl` is the mail catcher's web inbox (REST: `/api/email`);
 * `pushOrigin` the push service's (devices' endpoints `/push/<name>`, what each received `/received/<name>`),
 * whose certificate authority is in `pushCaFile`.
 */
export function readStack(): {
  databaseUrl: string;
  emulatorHost: string;
  mailInboxUrl: string;
  pushOrigin: string;
  pushCaFile: string;
} {
  return JSON.parse(readFileSync(stackFile, 'utf8'));
}

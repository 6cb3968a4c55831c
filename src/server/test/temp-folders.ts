import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** New temporary folders for this test file's tests, named after `prefix`, all deleted after them. */
export function useTempFolders(prefix: string): () => string {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
  return () => {
    const folder = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
    folders.push(folder);
    return folder;
  };
}

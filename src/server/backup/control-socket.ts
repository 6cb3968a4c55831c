import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The embedded database belongs to one process: while the server runs, `npm run db:backup` and
 * `npm run db:checksums` ask it, over a Unix socket in the data folder that only its user may open.
 * One JSON line each way.
 */
export type ControlRequest =
  { command: 'ping' } | { command: 'backup'; file: string | undefined } | { command: 'checksums' };
type ControlAnswer = { ok: true; result: unknown } | { ok: false; error: string };

export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

export async function serveControlSocket(
  dataDir: string,
  handle: (request: ControlRequest) => Promise<unknown>,
): Promise<{ close: () => Promise<void> }> {
  const socketPath = controlSocketPath(dataDir);
  if (await askRunningServer(dataDir, { command: 'ping' }).catch(() => ({ result: 'no answer' }))) {
    throw new Error(`A server answers on ${socketPath} already: it owns ${dataDir}.`);
  }
  // A socket file left by a server that was killed: nothing listens on it.
  rmSync(socketPath, { force: true });
  const server = net.createServer((connection) => {
    let received = '';
    connection.on('error', () => {});
    connection.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      if (!received.includes('\n')) return;
      const reply = (answer: ControlAnswer) => connection.end(`${JSON.stringify(answer)}\n`);
      Promise.resolve()
        .then(() => handle(JSON.parse(received) as ControlRequest))
        .then(
          (result) => reply({ ok: true, result }),
          (error: unknown) => reply({ ok: false, error: error instanceof Error ? error.message : String(error) }),
        );
    });
  });
  server.listen(socketPath, () => chmodSync(socketPath, 0o600));
  return {
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          rmSync(socketPath, { force: true });
          resolve();
        }),
      ),
  };
}

/** Asks the server running on `dataDir`; undefined when none runs there. */
export function askRunningServer<T>(dataDir: string, request: ControlRequest): Promise<{ result: T } | undefined> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(controlSocketPath(dataDir));
    let received = '';
    connection.on('connect', () => connection.write(`${JSON.stringify(request)}\n`));
    connection.on('data', (chunk: Buffer) => (received += chunk.toString()));
    connection.on('end', () => {
      try {
        const answer = JSON.parse(received) as ControlAnswer;
        if (answer.ok) resolve({ result: answer.result as T });
        else reject(new Error(answer.error));
      } catch {
        reject(new Error('The running server gave no answer.'));
      }
    });
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
  });
}

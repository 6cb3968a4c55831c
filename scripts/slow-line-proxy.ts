import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A slow line in front of a server: a proxy that holds every request for `delayMs` before passing it on
 * (150 ms is the round trip of Lighthouse's slow 4G), and counts what it sends back as it crosses the line
 * (headers and bodies as they come, compressed). `stop()` drops every connection, as a line that goes dead.
 */
export async function startSlowLineProxy(target: string, delayMs: number) {
  const targetUrl = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  let bytes = 0;
  const requested: string[] = [];
  const sockets = new Set<Socket>();
  const proxy = http.createServer((request, response) => {
    requested.push(request.url ?? '');
    setTimeout(() => {
      const upstream = http.request(
        {
          host: targetUrl.hostname,
          port: targetUrl.port,
          method: request.method,
          path: request.url,
          headers: request.headers,
          agent,
        },
        (answer) => {
          bytes += Object.entries(answer.headers).reduce(
            (sum, [name, value]) => sum + name.length + String(value).length + 4,
            20,
          );
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    }, delayMs);
  });
  proxy.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  let stopped: Promise<void> | undefined;
  return {
    base: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    /** What crossed the line back to the browser so far, and the addresses asked for. */
    counted: () => ({ bytes, requests: requested.length, requested: [...requested] }),
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        agent.destroy();
      })),
  };
}

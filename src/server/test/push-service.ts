import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';
import { throwawayCertificates } from './throwaway-certificate';

/** A device's side of a subscription: its key pair and authentication secret, as a browser keeps them. */
export type DeviceKeys = { ecdh: ECDH; p256dh: string; auth: string };

export function newDeviceKeys(): DeviceKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/**
 * What the device reads of one push: the body decrypted as a browser does (aes128gcm, RFC 8188, with the keys
 * of RFC 8291). Throws when it does not decrypt: a payload encrypted for another device, or not at all.
 */
export function decryptPush(body: Buffer, device: Pick<DeviceKeys, 'ecdh' | 'auth'>): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body[20]!;
  const serverKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, Buffer.from(device.auth, 'base64url'), keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const record = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then padding of zeros.
  const end = record.lastIndexOf(2);
  return record.subarray(0, end).toString('utf8');
}

/** Checks a push's VAPID header (RFC 8292): a JWT for this service's origin, signed by the key it names. */
export async function vapidSigner(headers: IncomingHttpHeaders, origin: string): Promise<string> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? '');
  if (!match) throw new Error('No VAPID authorization.');
  const raw = Buffer.from(match[2]!, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  await jwtVerify(match[1]!, key, { audience: origin });
  return match[2]!;
}

/** One request the push service received. */
export type ReceivedPush = { device: string; headers: IncomingHttpHeaders; body: Buffer };

/** What the service answers a push: 201 unless the test says otherwise for the next ones. */
export type PushAnswer = { status: number; headers?: Record<string, string> };

/**
 * A push service for the tests: HTTPS on loopback with a throwaway certificate (trust `certificateAuthority`),
 * taking pushes at `/push/<device>` and keeping each, answered 201 or as the test scripted (`answerNext`), and
 * listing what a device received at `GET /received/<device>` (for a test in another process). It can be
 * stopped and started again on the same port (an outage). `host` is what PUSH_ENDPOINT_HOSTS lists.
 */
export async function startPushService() {
  const certificates = throwawayCertificates(['127.0.0.1', 'localhost']);
  const received: ReceivedPush[] = [];
  const scripted: PushAnswer[] = [];
  let requests = 0;
  let port = 0;
  let server: Server | undefined;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer(certificates.server, (request, response) => {
        requests += 1;
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const read = /^\/received\/([\w-]+)$/.exec(request.url ?? '')?.[1];
          if (read && request.method === 'GET') {
            const pushes = received.filter((push) => push.device === read);
            const listed = pushes.map((push) => ({ headers: push.headers, body: push.body.toString('base64') }));
            response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(listed));
            return;
          }
          const device = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
          const answer = scripted.shift() ?? { status: device && request.method === 'POST' ? 201 : 404 };
          if (device && answer.status === 201)
            received.push({ device, headers: request.headers, body: Buffer.concat(chunks) });
          response.writeHead(answer.status, answer.headers).end();
        });
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as AddressInfo).port;
        server = listening;
        resolve();
      });
    });
  await listen();

  return {
    certificateAuthority: certificates.authority.pem,
    get host() {
      return `127.0.0.1:${port}`;
    },
    get origin() {
      return `https://127.0.0.1:${port}`;
    },
    /** A device's endpoint on this service. */
    endpoint: (device: string) => `https://127.0.0.1:${port}/push/${device}`,
    received,
    /** Every request that reached the service, answered or not. */
    requestCount: () => requests,
    /** The next pushes are answered so, in order (then 201 again). */
    answerNext: (...answers: PushAnswer[]) => void scripted.push(...answers),
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
        server = undefined;
      }),
    restart: listen,
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

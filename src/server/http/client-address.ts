import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';

/**
 * Which proxies in front of the server may say who the client is in `X-Forwarded-For`: none (the
 * socket's address is the client), a number of hops (each appends the address it was reached from), or
 * the proxies' own addresses and ranges.
 */
export type TrustProxy = { hops: number } | { proxies: string[] } | undefined;

/** `::ffff:10.0.0.1`, as Node reports IPv4 clients on a dual-stack socket, is the IPv4 address it carries. */
function plainAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

/** Reads `TRUST_PROXY`: a hop count, or a comma-separated list of addresses and CIDR ranges. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === '' || value === 'false' || value === '0') return undefined;
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const proxies = value.split(',').map((part) => part.trim());
  for (const entry of proxies) {
    try {
      proxyAddr.compile(entry);
    } catch {
      throw new Error(
        entry.includes('/') && isIP(entry.split('/')[0]!)
          ? `TRUST_PROXY: "${entry}" has no valid prefix length.`
          : `TRUST_PROXY: "${entry}" is not an address, a CIDR range or a hop count.`,
      );
    }
  }
  return { proxies };
}

type Trusts = (address: string, hop: number) => boolean;
const compiled = new WeakMap<object, Trusts>();
/** The first `hops` addresses from the socket are proxies. */
function nearest(hops: number): Trusts {
  return (_, hop) => hop < hops;
}

/** Whether the `hop`-th address from the socket, nearest first, is a proxy to believe. */
function trustsOf(trust: NonNullable<TrustProxy>): Trusts {
  let trusts = compiled.get(trust);
  if (!trusts) {
    trusts = 'hops' in trust ? nearest(trust.hops) : proxyAddr.compile(trust.proxies);
    compiled.set(trust, trusts);
  }
  return trusts;
}

/** The client's address: the socket's, or, behind trusted proxies, the one the outermost of them saw. */
export function resolveClientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  const socket = plainAddress(socketAddress);
  if (!trust || !forwardedFor) return socket;
  const request = { socket: { remoteAddress: socket }, headers: { 'x-forwarded-for': forwardedFor } };
  const client = plainAddress(proxyAddr(request as unknown as IncomingMessage, trustsOf(trust)));
  // An entry that is no address at all (written by the client, or garbled) says nothing about who it is.
  return isIP(client) ? client : socket;
}

/**
 * What a rate limit counts a client by: its IPv4 address, or its IPv6 /64, since one household or phone
 * is given a whole /64 and could otherwise change address for every request.
 */
export function addressKey(address: string): string {
  const plain = address.split('%')[0]!;
  if (isIP(plain) !== 6) return address;
  const groups = ipaddr.IPv6.parse(plain).parts.slice(0, 4);
  return `${groups.map((group) => group.toString(16)).join(':')}::/64`;
}

export type ClientAddressVariables = { clientAddress: string };

/** Works out the client's address once per request, for the limits and records that need it. */
export function clientAddressMiddleware(trust: TrustProxy): MiddlewareHandler<{ Variables: ClientAddressVariables }> {
  return async (c, next) => {
    const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
    const socket = incoming?.socket?.remoteAddress ?? 'local';
    c.set('clientAddress', resolveClientAddress(socket, c.req.header('X-Forwarded-For'), trust));
    await next();
  };
}

/** The rate-limit key of the request's client (see `clientAddressMiddleware`). */
export function clientKey(c: Context): string {
  return addressKey((c.get('clientAddress') as string | undefined) ?? 'local');
}

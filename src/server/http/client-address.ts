import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * Which proxies in front of the server may say who the client is in `X-Forwarded-For`: none (the
 * socket's address is the client), a number of hops (each appends the address it was reached from), or
 * the proxies' own addresses and ranges.
 */
export type TrustProxy = { hops: number } | { proxies: BlockList } | undefined;

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

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
  const proxies = new BlockList();
  for (const entry of value.split(',').map((part) => part.trim())) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range or a hop count.`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) {
      proxies.addAddress(address, type);
    } else {
      const bits = Number(prefix);
      if (!/^\d+$/.test(prefix) || bits > (family === 6 ? 128 : 32))
        throw new Error(`TRUST_PROXY: "${entry}" has no valid prefix length.`);
      proxies.addSubnet(address, bits, type);
    }
  }
  return { proxies };
}

/** The client's address: the socket's, or, behind trusted proxies, the one the outermost of them saw. */
export function resolveClientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  const socket = plainAddress(socketAddress);
  if (!trust || !forwardedFor) return socket;
  // Nearest first: the socket's peer, then each address the proxies appended, right to left.
  const chain = [socket, ...forwardedFor.split(',').map(plainAddress).reverse()];
  if ('hops' in trust) {
    const candidate = chain[Math.min(trust.hops, chain.length - 1)]!;
    return isIP(candidate) ? candidate : socket;
  }
  for (const address of chain) {
    if (!isIP(address)) return socket;
    if (!trust.proxies.check(address, familyOf(address))) return address;
  }
  return chain.at(-1)!;
}

/** Expands an IPv6 address to its eight groups, so that its first four name its /64. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * What a rate limit counts a client by: its IPv4 address, or its IPv6 /64, since one household or phone
 * is given a whole /64 and could otherwise change address for every request.
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
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

import { generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/*
 * Certificates made at run time for the tests' HTTPS services, so that no key or certificate is committed: a
 * certificate authority of its own and a server certificate it signs, written in DER by hand (X.509 v3, P-256,
 * ECDSA with SHA-256). Node's crypto makes and signs keys but writes no certificates, and nothing installed
 * does; the structures needed are few.
 */

const derLength = (length: number) =>
  length < 0x80
    ? Buffer.from([length])
    : length < 0x100
      ? Buffer.from([0x81, length])
      : Buffer.from([0x82, length >> 8, length & 0xff]);
const der = (tag: number, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
};
const sequence = (...content: Buffer[]) => der(0x30, ...content);

function oid(dotted: string) {
  const [first, second, ...rest] = dotted.split('.').map(Number) as [number, number, ...number[]];
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const digits = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) digits.unshift((value & 0x7f) | 0x80);
    bytes.push(...digits);
  }
  return der(0x06, Buffer.from(bytes));
}

const utcTime = (date: Date) => der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`));
const commonName = (name: string) => sequence(der(0x31, sequence(oid('2.5.4.3'), der(0x0c, Buffer.from(name)))));
const extension = (id: string, critical: boolean, value: Buffer) =>
  sequence(oid(id), ...(critical ? [der(0x01, Buffer.from([0xff]))] : []), der(0x04, value));
const ecdsaWithSha256 = sequence(oid('1.2.840.10045.4.3.2'));

/** A name in a certificate: a DNS name, or an IPv4 address. */
const altName = (name: string) =>
  /^\d+\.\d+\.\d+\.\d+$/.test(name)
    ? der(0x87, Buffer.from(name.split('.').map(Number)))
    : der(0x82, Buffer.from(name));

type Issued = { pem: string; key: KeyObject; keyPem: string; name: string };

function certificate(
  subject: string,
  { publicKey, privateKey }: { publicKey: KeyObject; privateKey: KeyObject },
  issuer: { name: string; key: KeyObject } | undefined,
  extensions: Buffer[],
): Issued {
  const serial = randomBytes(8);
  // A positive INTEGER in its shortest form: DER refuses a leading zero byte (OpenSSL: "illegal padding").
  serial[0] = (serial[0]! & 0x7f) | 0x40;
  const now = Date.now();
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, serial),
    ecdsaWithSha256,
    commonName(issuer?.name ?? subject),
    sequence(utcTime(new Date(now - 60 * 60 * 1000)), utcTime(new Date(now + 24 * 60 * 60 * 1000))),
    commonName(subject),
    publicKey.export({ type: 'spki', format: 'der' }),
    der(0xa3, sequence(...extensions)),
  );
  const signature = sign('sha256', tbs, issuer?.key ?? privateKey);
  const body = sequence(tbs, ecdsaWithSha256, der(0x03, Buffer.from([0]), signature)).toString('base64');
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  return { pem, key: privateKey, keyPem, name: subject };
}

/**
 * A throwaway certificate authority and a server certificate for `hostnames` signed by it: the service serves
 * `server`, and what calls it trusts `authority.pem` alone (a test passes it in; a child process takes it as
 * NODE_EXTRA_CA_CERTS).
 */
export function throwawayCertificates(hostnames: string[] = ['localhost', '127.0.0.1']) {
  const authority = certificate('Brushwork tests CA', generateKeyPairSync('ec', { namedCurve: 'P-256' }), undefined, [
    extension('2.5.29.19', true, sequence(der(0x01, Buffer.from([0xff])))),
    extension('2.5.29.15', true, der(0x03, Buffer.from([1, 0x06]))),
  ]);
  const server = certificate(hostnames[0]!, generateKeyPairSync('ec', { namedCurve: 'P-256' }), authority, [
    extension('2.5.29.19', true, sequence()),
    extension('2.5.29.15', true, der(0x03, Buffer.from([7, 0x80]))),
    extension('2.5.29.37', false, sequence(oid('1.3.6.1.5.5.7.3.1'))),
    extension('2.5.29.17', false, sequence(...hostnames.map(altName))),
  ]);
  return { authority: { pem: authority.pem }, server: { cert: server.pem, key: server.keyPem } };
}

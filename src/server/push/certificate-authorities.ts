import { existsSync, readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';

/** Where operating systems keep their trusted certificates as one file: Debian and Ubuntu, Fedora and RHEL, Alpine and macOS. */
const systemBundles = ['/etc/ssl/certs/ca-certificates.crt', '/etc/pki/tls/certs/ca-bundle.crt', '/etc/ssl/cert.pem'];

/**
 * The certificate authorities the server trusts when it POSTs to a push service: Node's own list (Mozilla's,
 * which every public push service chains to), the operating system's (`SSL_CERT_FILE`, or its usual bundle),
 * and `NODE_EXTRA_CA_CERTS` (a self-hosted push service's private CA). Node's default agent would leave out the
 * system's; an agent given its own list would leave out the extra ones: so the three are put together here.
 */
export function trustedCertificateAuthorities(source: NodeJS.ProcessEnv = process.env): string[] {
  const files = [source.SSL_CERT_FILE ?? systemBundles.find((file) => existsSync(file)), source.NODE_EXTRA_CA_CERTS];
  const extra = files
    .filter((file): file is string => file !== undefined && existsSync(file))
    .map((file) => readFileSync(file, 'utf8'));
  return [...rootCertificates, ...extra];
}

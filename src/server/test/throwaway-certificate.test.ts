import { createSecureContext } from 'node:tls';
import { describe, expect, it } from 'vitest';
import { throwawayCertificates } from './throwaway-certificate';

describe('throwaway certificates', () => {
  // Each one has a random serial: a few hundred cover the serials whose first bytes once made them unreadable.
  it('are read by TLS every time', () => {
    for (let made = 0; made < 400; made += 1) {
      const { authority, server } = throwawayCertificates();
      expect(() => createSecureContext({ ...server, ca: authority.pem })).not.toThrow();
    }
  });
});

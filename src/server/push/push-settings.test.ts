import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { vapidSettings } from '../test/push-keys';
import { retryAfterMs } from './push-sender';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'brushwork-push-env-'));

describe('the push settings', () => {
  it('generate a VAPID pair once into the data folder when none is set, and keep it across starts', () => {
    const folder = dataDir();
    const first = loadEnv({ DATA_DIR: folder, SHOP_EMAIL: 'owner@example.com' }).push;
    expect(first.vapid.subject).toBe('mailto:owner@example.com');
    expect(first.vapidFrom).toBe(path.join(folder, 'vapid-keys.json'));
    expect(loadEnv({ DATA_DIR: folder }).push.vapid.publicKey).toBe(first.vapid.publicKey);
    expect(JSON.parse(readFileSync(first.vapidFrom, 'utf8'))).toEqual({
      publicKey: first.vapid.publicKey,
      privateKey: first.vapid.privateKey,
    });
    expect(loadEnv({ DATA_DIR: dataDir() }).push.vapid.publicKey).not.toBe(first.vapid.publicKey);
  });

  it('take all three VAPID settings or none, as a pair that belongs together, with a subject push services accept', () => {
    const settings = vapidSettings();
    const env = loadEnv({ DATA_DIR: dataDir(), ...settings }).push;
    expect(env.vapid).toEqual({
      publicKey: settings.VAPID_PUBLIC_KEY,
      privateKey: settings.VAPID_PRIVATE_KEY,
      subject: 'mailto:shop@example.com',
    });
    const { VAPID_SUBJECT: _subject, ...half } = settings;
    expect(() => loadEnv({ DATA_DIR: dataDir(), ...half })).toThrow(/all of VAPID_PUBLIC_KEY/);
    const mismatched = { ...settings, VAPID_PRIVATE_KEY: vapidSettings().VAPID_PRIVATE_KEY };
    expect(() => loadEnv({ DATA_DIR: dataDir(), ...mismatched })).toThrow(/not the private key/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), ...settings, VAPID_SUBJECT: 'the shop' })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), ...settings, VAPID_PUBLIC_KEY: 'short' })).toThrow(/VAPID_PUBLIC_KEY/);
    const https = loadEnv({ DATA_DIR: dataDir(), ...settings, VAPID_SUBJECT: 'https://shop.example.com' });
    expect(https.push.vapid.subject).toBe('https://shop.example.com');
  });

  it('read PUSH_ENDPOINT_HOSTS as host[:port] entries, and refuse anything else', () => {
    const hosts = ' Push.Example.com , 127.0.0.1:8443,[::1]:9000 ';
    expect(loadEnv({ DATA_DIR: dataDir(), PUSH_ENDPOINT_HOSTS: hosts }).push.endpointHosts).toEqual([
      'push.example.com',
      '127.0.0.1:8443',
      '[::1]:9000',
    ]);
    expect(loadEnv({ DATA_DIR: dataDir() }).push.endpointHosts).toEqual([]);
    for (const wrong of ['https://push.example.com', 'push.example.com/path', 'a b'])
      expect(() => loadEnv({ DATA_DIR: dataDir(), PUSH_ENDPOINT_HOSTS: wrong })).toThrow(/PUSH_ENDPOINT_HOSTS/);
  });
});

describe('Retry-After', () => {
  it('is read as seconds or a date, within a second and a day', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('0', now)).toBe(1000);
    expect(retryAfterMs('Sun, 01 Mar 2026 10:05:00 GMT', now)).toBe(300_000);
    expect(retryAfterMs('9999999', now)).toBe(24 * 60 * 60 * 1000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { vapidSettings } from './test/push-keys';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'brushwork-env-'));

describe('loadEnv', () => {
  it('serves the demo project on loopback only, and refuses to open it to the network', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
    expect(loadEnv({ DATA_DIR: dataDir(), HOST: 'localhost' }).host).toBe('localhost');
    expect(() => loadEnv({ DATA_DIR: dataDir(), HOST: '0.0.0.0' })).toThrow(/loopback/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), HOST: '192.168.1.20' })).toThrow(/loopback/);
    const real = { DATA_DIR: dataDir(), FIREBASE_PROJECT_ID: 'brushwork-prod', FIREBASE_API_KEY: 'k' };
    expect(loadEnv(real).host).toBe('0.0.0.0');
  });

  it('reads TRUST_PROXY and the order hold, and refuses what they cannot be', () => {
    const env = loadEnv({ DATA_DIR: dataDir(), TRUST_PROXY: '1', ORDER_HOLD_MINUTES: '30' });
    expect(env.trustProxy).toEqual({ hops: 1 });
    expect(env.orderHoldMinutes).toBe(30);
    expect(loadEnv({ DATA_DIR: dataDir() }).orderHoldMinutes).toBe(60);
    expect(loadEnv({ DATA_DIR: dataDir() }).trustProxy).toBeUndefined();
    expect(() => loadEnv({ DATA_DIR: dataDir(), TRUST_PROXY: 'my-proxy' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), ORDER_HOLD_MINUTES: '0' })).toThrow(/ORDER_HOLD_MINUTES/);
  });

  it('runs several processes only on PostgreSQL, whose data they can share', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).webConcurrency).toBe(1);
    const shared = { DATA_DIR: dataDir(), DATABASE_URL: 'postgres://shop@db.internal/shop', WEB_CONCURRENCY: '4' };
    expect(loadEnv(shared).webConcurrency).toBe(4);
    expect(() => loadEnv({ DATA_DIR: dataDir(), WEB_CONCURRENCY: '2' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ ...shared, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadEnv({ ...shared, WEB_CONCURRENCY: 'max' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('reads the backup settings, and refuses a period it cannot keep', () => {
    const env = loadEnv({ DATA_DIR: dataDir(), BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '7' });
    expect(env.backups).toMatchObject({ everyHours: 24, keep: 7 });
    expect(loadEnv({ DATA_DIR: dataDir() }).backups).toMatchObject({ everyHours: undefined, keep: 14 });
    expect(() => loadEnv({ DATA_DIR: dataDir(), BACKUP_EVERY_HOURS: '1000' })).toThrow(/BACKUP_EVERY_HOURS/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('reads METRICS_TOKEN and LOG_LEVEL, and refuses a short token or a level pino does not know', () => {
    const token = 'm'.repeat(32);
    expect(loadEnv({ DATA_DIR: dataDir(), METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(loadEnv({ DATA_DIR: dataDir() }).metricsToken).toBeUndefined();
    expect(() => loadEnv({ DATA_DIR: dataDir(), METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), LOG_LEVEL: 'debug' })).not.toThrow();
    expect(() => loadEnv({ DATA_DIR: dataDir(), LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('offers visits in SHOP_TIMEZONE, New York by default, and refuses a zone it does not know', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).shopTimeZone).toBe('America/New_York');
    expect(loadEnv({ DATA_DIR: dataDir(), SHOP_TIMEZONE: 'Europe/Lisbon' }).shopTimeZone).toBe('Europe/Lisbon');
    expect(() => loadEnv({ DATA_DIR: dataDir(), SHOP_TIMEZONE: 'Mars/Olympus' })).toThrow(/SHOP_TIMEZONE/);
  });

  it('runs on embedded defaults: demo project on the emulator, a generated secret kept in the data folder', () => {
    const dir = dataDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env.port).toBe(3000);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.firebase).toMatchObject({ projectId: 'demo-brushwork', emulatorHost: '127.0.0.1:9099' });
    expect(env.stripe).toBeUndefined();
    expect(env.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(env.jwtSecret);
    expect(loadEnv({ DATA_DIR: dir }).jwtSecret).toBe(env.jwtSecret);
  });

  it.each([
    [
      'emulator trust for a real project',
      { FIREBASE_PROJECT_ID: 'brushwork-prod', FIREBASE_API_KEY: 'k', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      /emulator/,
    ],
    ['a real project without its web API key', { FIREBASE_PROJECT_ID: 'brushwork-prod' }, /FIREBASE_API_KEY/],
    [
      'production on the demo emulator',
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) },
      /real Firebase project/,
    ],
    [
      'production without JWT_SECRET',
      { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'brushwork-prod', FIREBASE_API_KEY: 'k' },
      /JWT_SECRET/,
    ],
    [
      'production without Stripe keys',
      {
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'brushwork-prod',
        FIREBASE_API_KEY: 'k',
        JWT_SECRET: 'z'.repeat(40),
      },
      /Stripe keys/,
    ],
    ['half of the Stripe keys', { STRIPE_SECRET_KEY: 'sk_test_abc' }, /STRIPE_WEBHOOK_SECRET/],
    [
      'a publishable key in the secret key',
      {
        STRIPE_SECRET_KEY: 'pk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      },
      /secret key/,
    ],
    ['a short JWT_SECRET', { JWT_SECRET: 'short' }, /JWT_SECRET/],
    ['a port that is not a number', { PORT: 'eighty' }, /PORT/],
  ])('refuses %s', (_label, settings, message) => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), ...settings })).toThrow(message);
  });

  it('sends mail through a local catcher by default, and refuses production without SMTP_URL and MAIL_FROM', () => {
    expect(loadEnv({ DATA_DIR: dataDir(), PORT: '4000' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'Brushwork <shop@brushwork.test>',
      shopEmail: 'shop@brushwork.test',
      publicUrl: 'http://localhost:4000',
      // Derived from the server's secret, kept in the data folder: no setting of its own.
      unsubscribeKey: expect.stringMatching(/^[\w-]{43}$/),
      reviewRequestDelayHours: 0,
    });
    const configured = loadEnv({
      DATA_DIR: dataDir(),
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'Shop <hello@example.com>',
      SHOP_EMAIL: 'owner@example.com',
      PUBLIC_URL: 'https://shop.example.com/',
      REVIEW_REQUEST_DELAY_HOURS: '48',
    });
    expect(configured.mail).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      from: 'Shop <hello@example.com>',
      shopEmail: 'owner@example.com',
      publicUrl: 'https://shop.example.com',
      unsubscribeKey: expect.any(String),
      reviewRequestDelayHours: 48,
    });
    expect(() => loadEnv({ DATA_DIR: dataDir(), SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), REVIEW_REQUEST_DELAY_HOURS: '-1' })).toThrow(
      /REVIEW_REQUEST_DELAY_HOURS/,
    );
    expect(() => loadEnv({ DATA_DIR: dataDir(), SHOP_EMAIL: 'the shop' })).toThrow(/SHOP_EMAIL/);
    const production = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'brushwork-prod',
      FIREBASE_API_KEY: 'k',
      JWT_SECRET: 'z'.repeat(40),
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
    };
    expect(() => loadEnv(production)).toThrow(/SMTP_URL and MAIL_FROM/);
    expect(() => loadEnv({ ...production, SMTP_URL: 'smtps://mail.example.com' })).toThrow(/SMTP_URL and MAIL_FROM/);
    const mailed = { ...production, SMTP_URL: 'smtps://mail.example.com', MAIL_FROM: 'Shop <hello@example.com>' };
    expect(() => loadEnv(mailed)).toThrow(/VAPID/);
    expect(loadEnv({ ...mailed, ...vapidSettings() }).mail.smtpUrl).toBe('smtps://mail.example.com');
  });

  it('uses real Firebase with no emulator for a real project', () => {
    const env = loadEnv({
      DATA_DIR: dataDir(),
      FIREBASE_PROJECT_ID: 'brushwork-prod',
      FIREBASE_API_KEY: 'key',
      JWT_SECRET: 'y'.repeat(40),
    });
    expect(env.firebase.emulatorHost).toBeUndefined();
    expect(env.jwtSecret).toBe('y'.repeat(40));
  });
});

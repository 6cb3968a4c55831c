import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { checkTimeZone } from '@/shared/slots';
import { envSchema } from './env-schema';
import { parseTrustProxy, type TrustProxy } from './http/client-address';
import { type PushSettings, readPushSettings } from './push/push-settings';
import type { MailSettings } from './mail/mail-queue';
import { unsubscribeKeyOf } from './mail/unsubscribe-token';

export type ServerEnv = {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  staticDir: string;
  logRequests: boolean;
  /** Lets a scraper off this machine read GET /metrics (`Authorization: Bearer <token>`). */
  metricsToken: string | undefined;
  rateLimitScale: number;
  /** The IANA time zone of the shop's working hours. */
  shopTimeZone: string;
  /**
   * Where timestamped backups go, how many are kept, how often the server takes one (undefined: never),
   * and the key that signs them, with where it comes from.
   */
  backups: { dir: string; keep: number; everyHours: number | undefined; key: string; keyFrom: string };
  /** How many server processes share the port (Node's cluster); above 1 only on PostgreSQL. */
  webConcurrency: number;
  /** Which proxies may name the client in X-Forwarded-For. */
  trustProxy: TrustProxy;
  /** How long an unpaid order holds its stock. */
  orderHoldMinutes: number;
  /** How often the expiry job writes what ran out (orders' holds, quotes' last days). */
  expirySweepMs: number;
  firebase: {
    projectId: string;
    /** host:port of the Auth Emulator in emulator mode (a `demo-` project), otherwise undefined. */
    emulatorHost: string | undefined;
    apiKey: string;
    authDomain: string;
    appId: string | undefined;
  };
  /**
   * The shop's mail: the SMTP server (undefined: `npm start` runs a local catcher), the From address, where
   * the shop's own notices go, and the shop's public address for links and Message-IDs.
   */
  mail: MailSettings & { smtpUrl: string | undefined };
  /** Web Push: the VAPID keys and the hosts beyond the known push services that endpoints may name. */
  push: PushSettings;
  /** Stripe's keys, or undefined for the local test-mode gateway. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
};

/** A secret generated once and kept in the data folder, so sessions survive restarts without configuration. */
function generatedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function refuse(problem: string): never {
  throw new Error(`Invalid configuration: ${problem}`);
}

function readTrustProxy(value: string | undefined): TrustProxy {
  try {
    return parseTrustProxy(value);
  } catch (error) {
    return refuse((error as Error).message);
  }
}

/** Reads and checks the environment once at start; a bad or unsafe setting stops the server with a clear message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(envSchema, defined);
  if (!result.success) refuse(result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`).join('; '));
  const env = result.output;

  const production = env.NODE_ENV === 'production';
  const demoProject = env.FIREBASE_PROJECT_ID.startsWith('demo-');
  if (!demoProject && env.FIREBASE_AUTH_EMULATOR_HOST) {
    refuse('FIREBASE_AUTH_EMULATOR_HOST is set for a real project; the emulator is only trusted with a demo- project.');
  }
  if (!demoProject && !env.FIREBASE_API_KEY) refuse('FIREBASE_API_KEY is required with a real Firebase project.');
  if (production && demoProject) refuse('production needs a real Firebase project, not the demo emulator.');
  if (production && !env.JWT_SECRET) refuse('JWT_SECRET must be set in production.');
  const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.VITE_STRIPE_PUBLISHABLE_KEY];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    refuse(
      'set all of STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and VITE_STRIPE_PUBLISHABLE_KEY, or none for the test-mode gateway.',
    );
  }
  if (production && !env.STRIPE_SECRET_KEY)
    refuse('production needs Stripe keys; the test-mode gateway takes no real money.');
  if (production && (!defined.SMTP_URL || !defined.MAIL_FROM))
    refuse('production needs SMTP_URL and MAIL_FROM: the shop must be able to send its receipts and confirmations.');

  // The demo project trusts tokens no one signed: it serves this machine only, never the network.
  const loopback = (host: string) => ['127.0.0.1', 'localhost', '::1'].includes(host) || host.startsWith('127.');
  if (demoProject && env.HOST && !loopback(env.HOST)) {
    refuse(
      `HOST=${env.HOST} with a demo- project would let anyone on the network sign in as anyone; use a loopback address.`,
    );
  }
  if (Number(env.WEB_CONCURRENCY) > 1 && !env.DATABASE_URL) {
    refuse('WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process.');
  }
  try {
    checkTimeZone(env.SHOP_TIMEZONE);
  } catch {
    refuse(`SHOP_TIMEZONE=${env.SHOP_TIMEZONE} is not a time zone this platform knows (for example America/New_York).`);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const push = readPushSettings(env, { dataDir, production, refuse });
  const jwtSecret = env.JWT_SECRET ?? generatedSecret(dataDir, 'jwt-secret');
  return {
    production,
    port: Number(env.PORT),
    host: env.HOST ?? (demoProject ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret,
    staticDir: path.resolve(env.STATIC_DIR),
    logRequests: env.LOG_REQUESTS === 'true',
    metricsToken: env.METRICS_TOKEN,
    rateLimitScale: Number(env.RATE_LIMIT_SCALE),
    webConcurrency: Number(env.WEB_CONCURRENCY),
    shopTimeZone: env.SHOP_TIMEZONE,
    backups: {
      dir: path.resolve(env.BACKUP_DIR),
      keep: Number(env.BACKUP_KEEP),
      everyHours: env.BACKUP_EVERY_HOURS === undefined ? undefined : Number(env.BACKUP_EVERY_HOURS),
      key: env.BACKUP_KEY ?? generatedSecret(dataDir, 'backup-key'),
      keyFrom: env.BACKUP_KEY ? 'the BACKUP_KEY setting' : path.join(dataDir, 'backup-key'),
    },
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    orderHoldMinutes: Number(env.ORDER_HOLD_MINUTES),
    expirySweepMs: Number(env.EXPIRY_SWEEP_SECONDS) * 1000,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      shopEmail: env.SHOP_EMAIL,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      unsubscribeKey: unsubscribeKeyOf(jwtSecret),
      reviewRequestDelayHours: Number(env.REVIEW_REQUEST_DELAY_HOURS),
    },
    push,
    firebase: {
      projectId: env.FIREBASE_PROJECT_ID,
      emulatorHost: demoProject ? (env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099') : undefined,
      apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      appId: env.FIREBASE_APP_ID,
    },
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.VITE_STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            publishableKey: env.VITE_STRIPE_PUBLISHABLE_KEY,
          }
        : undefined,
  };
}

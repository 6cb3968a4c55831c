import * as v from 'valibot';
import { logLevels } from './observability/log';

const portSchema = v.pipe(
  v.string(),
  v.transform(Number),
  v.integer('PORT must be a whole number.'),
  v.minValue(1),
  v.maxValue(65535),
);

/** The server's settings as the environment gives them: names, formats and defaults. */
export const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(portSchema, '3000'),
  HOST: v.optional(v.string()),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url('DATABASE_URL must be a postgres:// URL.'))),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters.'))),
  STATIC_DIR: v.optional(v.string(), './dist'),
  LOG_REQUESTS: v.optional(v.picklist(['true', 'false']), 'true'),
  LOG_LEVEL: v.optional(v.picklist(logLevels, `LOG_LEVEL must be one of ${logLevels.join(', ')}.`), 'info'),
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(32, 'METRICS_TOKEN must be at least 32 characters.'))),
  RATE_LIMIT_SCALE: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.number('RATE_LIMIT_SCALE must be a number.'),
      v.minValue(1, 'RATE_LIMIT_SCALE must be at least 1.'),
    ),
    '1',
  ),
  TRUST_PROXY: v.optional(v.string()),
  SHOP_TIMEZONE: v.optional(v.string(), 'America/New_York'),
  BACKUP_DIR: v.optional(v.string(), './backups'),
  BACKUP_KEY: v.optional(v.pipe(v.string(), v.minLength(32, 'BACKUP_KEY must be at least 32 characters.'))),
  BACKUP_KEEP: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('BACKUP_KEEP must be a whole number of backups.'),
      v.minValue(1, 'BACKUP_KEEP must be at least 1.'),
    ),
    '14',
  ),
  REVIEW_REQUEST_DELAY_HOURS: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.number('REVIEW_REQUEST_DELAY_HOURS must be a number of hours.'),
      v.minValue(0, 'REVIEW_REQUEST_DELAY_HOURS must be 0 (at once) or more.'),
      v.maxValue(30 * 24, 'REVIEW_REQUEST_DELAY_HOURS must be at most 30 days (720).'),
    ),
    '0',
  ),
  BACKUP_EVERY_HOURS: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.number('BACKUP_EVERY_HOURS must be a number of hours.'),
      v.minValue(0.01, 'BACKUP_EVERY_HOURS must be more than 0.'),
      v.maxValue(7 * 24, 'BACKUP_EVERY_HOURS must be at most a week (168).'),
    ),
  ),
  WEB_CONCURRENCY: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('WEB_CONCURRENCY must be a whole number of processes.'),
      v.minValue(1, 'WEB_CONCURRENCY must be at least 1.'),
      v.maxValue(64, 'WEB_CONCURRENCY must be at most 64.'),
    ),
    '1',
  ),
  ORDER_HOLD_MINUTES: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.number('ORDER_HOLD_MINUTES must be a number.'),
      v.integer('ORDER_HOLD_MINUTES must be whole minutes.'),
      v.minValue(1, 'ORDER_HOLD_MINUTES must be at least 1.'),
      v.maxValue(7 * 24 * 60, 'ORDER_HOLD_MINUTES must be at most a week.'),
    ),
    '60',
  ),
  EXPIRY_SWEEP_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.number('EXPIRY_SWEEP_SECONDS must be a number.'),
      v.integer('EXPIRY_SWEEP_SECONDS must be whole seconds.'),
      v.minValue(1, 'EXPIRY_SWEEP_SECONDS must be at least 1.'),
      v.maxValue(3600, 'EXPIRY_SWEEP_SECONDS must be at most an hour.'),
    ),
    '60',
  ),
  FIREBASE_PROJECT_ID: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]{4,40}$/, 'FIREBASE_PROJECT_ID is not a project id.')),
    'demo-brushwork',
  ),
  FIREBASE_AUTH_EMULATOR_HOST: v.optional(
    v.pipe(v.string(), v.regex(/^[\w.-]+:\d+$/, 'FIREBASE_AUTH_EMULATOR_HOST must be host:port.')),
  ),
  FIREBASE_API_KEY: v.optional(v.string()),
  FIREBASE_AUTH_DOMAIN: v.optional(v.string()),
  FIREBASE_APP_ID: v.optional(v.string()),
  STRIPE_SECRET_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY is not a Stripe secret key.')),
  ),
  STRIPE_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_.')),
  ),
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must be an smtp:// or smtps:// URL.')),
  ),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), 'Brushwork <shop@brushwork.test>'),
  SHOP_EMAIL: v.optional(v.pipe(v.string(), v.email('SHOP_EMAIL must be an email address.')), 'shop@brushwork.test'),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_URL must be a URL, e.g. https://shop.example.com.'))),
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{86,88}$/, 'VAPID_PUBLIC_KEY must be a P-256 public key in base64url.')),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_-]{42,44}$/, 'VAPID_PRIVATE_KEY must be a P-256 private key in base64url.'),
    ),
  ),
  VAPID_SUBJECT: v.optional(v.string()),
  PUSH_ENDPOINT_HOSTS: v.optional(v.string()),
  VITE_STRIPE_PUBLISHABLE_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^pk_(test|live)_\w+$/, 'VITE_STRIPE_PUBLISHABLE_KEY is not a Stripe publishable key.')),
  ),
});

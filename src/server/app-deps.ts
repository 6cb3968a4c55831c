import type { ClientConfig } from '@/shared/answers/people';
import type { FirebaseAccounts } from './auth/firebase-accounts';
import type { IdTokenVerifier } from './auth/id-token';
import type { CatalogueChanges } from './http/catalogue-changes';
import type { TrustProxy } from './http/client-address';
import type { RateLimitStore } from './http/rate-limit-store';
import type { SessionTokens } from './auth/session-token';
import type Stripe from 'stripe';
import type { DatabaseHandle } from './db/client';
import type { MailQueue } from './mail/mail-queue';
import type { PaymentGateway } from './payments/gateway';
import type { CardDetails, ConfirmResult } from './payments/test-gateway';

export type RateLimitSettings = { limit: number; windowMs: number };

/** What the API needs from the world; tests pass their own. */
export type AppDeps = {
  database: DatabaseHandle;
  /**
   * Set by the server's start once the database is migrated (GET /api/health/ready answers 503 until then);
   * absent, the database was migrated before the app was made.
   */
  startup?: { migrated: boolean };
  identity: IdTokenVerifier;
  /** Deletes a deleted account's Firebase user (the Auth Emulator's; in production, a person is told to). */
  firebaseAccounts: FirebaseAccounts;
  sessions: SessionTokens;
  clientConfig: ClientConfig;
  payments: {
    gateway: PaymentGateway;
    /** Present with the local test-mode gateway: confirms a card as Stripe.js would. */
    confirmTestPayment?: (clientSecret: string, card: CardDetails) => Promise<ConfirmResult>;
    /** Present with Stripe and a webhook secret. */
    webhook?: { stripe: Stripe; secret: string };
  };
  /** Where the shop's emails are written, in the transaction of the event that causes each one. */
  mail: MailQueue;
  /**
   * Web Push: the public VAPID key devices subscribe with, and the `host[:port]`s beyond the known push
   * services that a subscription's endpoint may name (PUSH_ENDPOINT_HOSTS).
   */
  push: { publicKey: string; endpointHosts: readonly string[] };
  /** The IANA time zone of the shop's working hours, in which visits are offered and shown. */
  shopTimeZone: string;
  /** How long an unpaid order holds its stock, and how many unpaid orders one customer may hold. */
  orderHolds: { holdMinutes: number; maxUnpaid: number };
  /** Which proxies may name the client in X-Forwarded-For; unset, the socket's address is the client. */
  trustProxy?: TrustProxy;
  /** Where rate-limit windows are counted: this process's memory, or a table all processes share. */
  rateLimitStore: RateLimitStore;
  /** How long public catalogue answers are reused; 0 turns the cache off. */
  catalogueCacheMs: number;
  /** Word of catalogue changes, between this process's copies of it and those of other processes. */
  catalogueChanges: CatalogueChanges;
  rateLimits: {
    contactMessages: RateLimitSettings;
    /** Refused sign-ins per address: a guesser is stopped, an office behind one address is not. */
    tokenExchangeFailures: RateLimitSettings;
    /** Sign-ins per email address. */
    tokenExchangeSuccesses: RateLimitSettings;
    reviews: RateLimitSettings;
    uploads: RateLimitSettings;
    orders: RateLimitSettings;
    /** Payment forms opened per customer: each may create an intent at the gateway. */
    paymentIntents: RateLimitSettings;
    bookings: RateLimitSettings;
    /** Quote photos per customer: a request's ten, resent a few times, but not a database filled by one account. */
    quotePhotos: RateLimitSettings;
    quoteRequests: RateLimitSettings;
    /** Progress photos per painter: a day's photos sent at once when the signal returns, not a flood. */
    jobPhotos: RateLimitSettings;
    /** A painter's steps on site (on my way, time, rooms, notes, the sign-off): a day's outbox sent at once fits. */
    jobSteps: RateLimitSettings;
    /** A customer's word that an intent paid (each asks the gateway). */
    paymentRecords: RateLimitSettings;
    /** Downloads of one's own data (GET /me/export): each reads every photo of the account. */
    dataExports: RateLimitSettings;
  };
};

/** Every limit multiplied by `scale`: end-to-end and load tests send far more from one address than a person. */
export function scaledRateLimits(scale: number): AppDeps['rateLimits'] {
  return Object.fromEntries(
    Object.entries(defaultRateLimits).map(([name, settings]) => [
      name,
      { ...settings, limit: Math.ceil(settings.limit * scale) },
    ]),
  ) as AppDeps['rateLimits'];
}

const tenMinutes = 10 * 60 * 1000;
const anHour = 60 * 60 * 1000;
const per = (limit: number, windowMs: number) => ({ limit, windowMs });

export const defaultRateLimits: AppDeps['rateLimits'] = {
  contactMessages: per(10, tenMinutes),
  tokenExchangeFailures: per(20, tenMinutes),
  tokenExchangeSuccesses: per(30, tenMinutes),
  reviews: per(10, tenMinutes),
  uploads: per(30, tenMinutes),
  orders: per(20, tenMinutes),
  paymentIntents: per(30, tenMinutes),
  bookings: per(10, tenMinutes),
  quotePhotos: per(60, anHour),
  quoteRequests: per(10, anHour),
  jobPhotos: per(200, anHour),
  jobSteps: per(300, anHour),
  paymentRecords: per(30, tenMinutes),
  dataExports: per(5, anHour),
};

/** An hour's hold; five unpaid orders at once: enough for a real basket, too few to empty the shelf. */
export const defaultOrderHolds: AppDeps['orderHolds'] = { holdMinutes: 60, maxUnpaid: 5 };

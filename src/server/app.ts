import path from 'node:path';
import { maxSignatureBytes } from '@/shared/schemas/quote';
import { Hono } from 'hono';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import type { AppDeps } from './app-deps';
import { createGuards } from './auth/middleware';
import { setAnswerHeader } from './http/answer-headers';
import { limitBody } from './http/body-limit';
import { catalogueCache } from './http/catalogue-cache';
import { compressAnswers } from './http/compression';
import { clientAddressMiddleware } from './http/client-address';
import { errorBody, handleError } from './http/errors';
import { jsonOnly } from './http/json-only';
import { type ContentSecurityModes, securityHeaders } from './http/security-headers';
import { log, type Logger } from './observability/log';
import { observeRequests } from './observability/request-log';
import { createShopMetrics, type ShopMetrics } from './observability/shop-metrics';
import { loadPageRenderer } from './page-renderer';
import { signatureTooLarge } from './quotes/signature';
import { apiDocsRoutes } from './routes/api-docs';
import { metricsRoutes } from './routes/metrics';
import { visitsRoutes } from './routes/visits';
import { cartRoutes } from './routes/cart';
import { configRoutes } from './routes/config';
import { emailsRoutes } from './routes/emails';
import { messagesRoutes } from './routes/messages';
import { mailPreferencesRoutes } from './routes/mail-preferences';
import { meRoutes } from './routes/me';
import { healthRoutes } from './routes/health';
import { invoicesRoutes } from './routes/invoices';
import { jobPhotosRoutes } from './routes/job-photos';
import { projectsRoutes } from './routes/projects';
import { jobsRoutes } from './routes/jobs';
import { orderAttemptRoutes } from './routes/order-attempts';
import { ordersRoutes } from './routes/orders';
import { paymentsRoutes } from './routes/payments';
import { postsRoutes } from './routes/posts';
import { pushRoutes } from './routes/push';
import { booksRoutes } from './routes/books';
import { documentsRoutes } from './routes/documents';
import { badgeRoutes } from './routes/badge';
import { quotePhotosRoutes } from './routes/quote-photos';
import { quoteRequestsRoutes } from './routes/quote-requests';
import { quoteAnswerRoutes } from './routes/quote-answers';
import { quotesRoutes } from './routes/quotes';
import { takingsRoutes } from './routes/takings';
import { reviewsRoutes } from './routes/reviews';
import { toolsRoutes } from './routes/tools';
import { uploadsRoutes } from './routes/uploads';
import { usersRoutes } from './routes/users';
import { visitLinkRoutes } from './routes/visit-links';
import { shopMoney } from './shop-money';
import { serveBuiltApp } from './static-files';

const jsonBodyLimit = 64 * 1024;
/** A drawn signature of at most 200 KB as base64 (4/3 as long), and room for the name. */
const acceptBodyLimit = Math.ceil((maxSignatureBytes * 4) / 3) + 4 * 1024;
/** A quote's acceptance and a job's sign-off carry a drawn signature. */
const signedPath = /\/(quotes\/[^/]+\/accept|jobs\/[^/]+\/complete)$/;

/** The calls that take an image as multipart form data, each with its own, larger body limit. */
const isUpload = (path: string) =>
  path.endsWith('/uploads') || path.endsWith('/quote-photos') || path.endsWith('/job-photos');

/** The API, mounted under /api by createApp. */
export function createApi(
  deps: AppDeps,
  { logRequests = false, logger, metrics }: { logRequests?: boolean; logger: Logger; metrics: ShopMetrics },
) {
  const api = new Hono<{ Variables: RequestIdVariables }>();
  api.use(requestId());
  api.use(observeRequests({ logger, metrics, logRequests }));
  api.use(clientAddressMiddleware(deps.trustProxy));
  const jsonLimit = limitBody({ maxSize: jsonBodyLimit, message: 'The request body is too large.' });
  const acceptLimit = limitBody({ maxSize: acceptBodyLimit, message: signatureTooLarge });
  api.use((c, next) => {
    if (c.req.method !== 'POST') return jsonLimit(c, next);
    // Uploads carry images and set their own, larger limit; an acceptance or a sign-off, a drawn signature.
    if (isUpload(c.req.path)) return next();
    if (signedPath.test(c.req.path)) return acceptLimit(c, next);
    return jsonLimit(c, next);
  });
  api.use(jsonOnly({ isUpload, isOneClick: (path) => path.endsWith('/mail/unsubscribe') }));
  api.use(async (c, next) => {
    await next();
    // Answers without a caching rule of their own are per-user or change often: no HTTP cache keeps them.
    if (!c.res.headers.has('Cache-Control')) setAnswerHeader(c, 'Cache-Control', 'no-store');
  });
  api.use(catalogueCache({ ttlMs: deps.catalogueCacheMs, changes: deps.catalogueChanges }));

  const guards = createGuards(deps.database.db, deps.sessions);
  const money = shopMoney(deps.database.db, deps.payments.gateway, deps.mail, deps.shopTimeZone);
  const routes = api
    .route('/', healthRoutes(deps))
    .route('/', configRoutes(deps))
    .route('/', usersRoutes(deps, guards))
    .route('/', toolsRoutes(deps, guards))
    .route('/', postsRoutes(deps, guards))
    .route('/', reviewsRoutes(deps))
    .route('/', messagesRoutes(deps, guards))
    .route('/', cartRoutes(deps, guards))
    .route('/', ordersRoutes(deps, guards, money))
    .route('/', orderAttemptRoutes(deps, guards))
    .route('/', paymentsRoutes(deps, guards, money))
    .route('/', takingsRoutes(deps, guards))
    .route('/', booksRoutes(deps, guards))
    .route('/', documentsRoutes(deps, guards))
    .route('/', uploadsRoutes(deps, guards))
    .route('/', visitsRoutes(deps, guards))
    .route('/', visitLinkRoutes(deps))
    .route('/', quotePhotosRoutes(deps, guards))
    .route('/', quoteRequestsRoutes(deps, guards))
    .route('/', emailsRoutes(deps, guards))
    .route('/', mailPreferencesRoutes(deps, guards))
    .route('/', meRoutes(deps, guards, money))
    .route('/', quotesRoutes(deps, guards, money))
    .route('/', quoteAnswerRoutes(deps, guards, money))
    .route('/', jobsRoutes(deps, guards))
    .route('/', jobPhotosRoutes(deps, guards))
    .route('/', projectsRoutes(deps, guards))
    .route('/', invoicesRoutes(deps, guards, money))
    .route('/', pushRoutes(deps, guards))
    .route('/', badgeRoutes(deps, guards));
  api.route('/', apiDocsRoutes(api));

  api.all('*', (c) => c.json(errorBody('not_found', 'There is no such API route.'), 404));
  api.onError(handleError);
  return routes;
}

export type AppOptions = {
  /** One log line per API request (LOG_REQUESTS). */
  logRequests?: boolean;
  /** Where request lines go; the server's log unless a test captures it. */
  logger?: Logger;
  /** The token that lets a scraper off loopback read GET /metrics (METRICS_TOKEN); unset, loopback only. */
  metricsToken?: string;
  /** What the Content-Security-Policy allows beyond this origin, by mode (emulator, Firebase, Stripe). */
  security?: ContentSecurityModes;
  /**
   * The built PWA to serve beside the API (`dist/`, with the prerender build in `dist-prerender/` beside
   * it); `required` refuses to start without it. Without this option only the API is served.
   */
  web?: { staticDir: string; required: boolean };
};

/**
 * The whole server: security headers and compression on every answer, the API under /api, and the
 * built app with its public pages rendered with their data.
 */
export function createApp(deps: AppDeps, { logRequests, logger = log, metricsToken, security, web }: AppOptions = {}) {
  const app = new Hono();
  const metrics = createShopMetrics(deps.database);
  app.use(securityHeaders(security ?? { stripe: false, production: false }));
  app.use(compressAnswers());
  app.route('/', metricsRoutes(metrics, { token: metricsToken }));
  app.route('/api', createApi(deps, { logRequests, logger, metrics }));
  app.onError(handleError);
  if (web) {
    // The public pages are rendered with their data, which is fetched from this app's own API.
    const renderer = loadPageRenderer(
      path.join(web.staticDir, '..', 'dist-prerender'),
      async (input, init) => app.request(input instanceof Request ? input : String(input), init),
      undefined,
      undefined,
      deps.catalogueChanges,
    );
    serveBuiltApp(app, web.staticDir, {
      required: web.required,
      renderPage: async (pathname) => (await renderer)?.(pathname),
    });
  }
  return app;
}

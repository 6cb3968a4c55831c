import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { logger } from 'hono/logger';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import type { AppDeps } from './app-deps';
import { catalogueCache } from './http/catalogue-cache';
import { errorBody, handleError } from './http/errors';
import { configRoutes } from './routes/config';
import { healthRoutes } from './routes/health';
import { contactRoutes } from './routes/contact';
import { ordersRoutes } from './routes/orders';
import { paymentsRoutes } from './routes/payments';
import { postsRoutes } from './routes/posts';
import { reviewsRoutes } from './routes/reviews';
import { toolsRoutes } from './routes/tools';
import { uploadsRoutes } from './routes/uploads';
import { usersRoutes } from './routes/users';

export type AppOptions = { logRequests?: boolean };

const jsonBodyLimit = 64 * 1024;

/** The API, mounted under /api. Static files are added by the process that serves it (see index.ts). */
export function createApi(deps: AppDeps, { logRequests = false }: AppOptions = {}) {
  const api = new Hono<{ Variables: RequestIdVariables }>();
  api.use(requestId());
  if (logRequests) api.use(logger());
  const jsonLimit = bodyLimit({
    maxSize: jsonBodyLimit,
    onError: (c) => c.json(errorBody('too_large', 'The request body is too large.'), 413),
  });
  // Uploads carry images and set their own, larger limit.
  api.use((c, next) => (c.req.method === 'POST' && c.req.path.endsWith('/uploads') ? next() : jsonLimit(c, next)));
  api.use(async (c, next) => {
    await next();
    // Answers without a caching rule of their own are per-user or change often: no HTTP cache keeps them.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  api.use(catalogueCache({ ttlMs: deps.catalogueCacheMs }));

  const routes = api
    .route('/', healthRoutes(deps))
    .route('/', configRoutes(deps))
    .route('/', usersRoutes(deps))
    .route('/', toolsRoutes(deps))
    .route('/', postsRoutes(deps))
    .route('/', reviewsRoutes(deps))
    .route('/', contactRoutes(deps))
    .route('/', ordersRoutes(deps))
    .route('/', paymentsRoutes(deps))
    .route('/', uploadsRoutes(deps));

  api.all('*', (c) => c.json(errorBody('not_found', 'There is no such API route.'), 404));
  api.onError(handleError);
  return routes;
}

export function createApp(deps: AppDeps, options?: AppOptions) {
  const app = new Hono().route('/api', createApi(deps, options));
  app.onError(handleError);
  return app;
}

export type ApiRoutes = ReturnType<typeof createApi>;

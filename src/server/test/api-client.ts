import { hc } from 'hono/client';
import type { createApi } from '../app';
import type { TestApp } from './app';

/** The API's routes as their declarations type them: the typed client's inputs and answers come from them. */
export type ApiRoutes = ReturnType<typeof createApi>;

/**
 * A typed client of the test app's API (Hono's `hc`), its requests answered in process: each call's path,
 * params, body and answer are typed by the route it reaches, so a test that calls a route as it is not declared
 * does not compile. `headers` go with every call (a session's Authorization).
 */
export const apiClient = (app: TestApp, headers: Record<string, string> = {}) =>
  hc<ApiRoutes>('http://shop.test/api', {
    headers,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => app.request(input, init),
  });

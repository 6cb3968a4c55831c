import { type Context, Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { setAnswerHeader } from './answer-headers';

describe('setAnswerHeader', () => {
  const appAnswering = (answer: (c: Context) => Response) =>
    new Hono()
      .use(async (c, next) => {
        await next();
        setAnswerHeader(c, 'X-Content-Type-Options', 'nosniff');
      })
      .get('/', answer);

  it('adds the header to the answer a handler made, keeping its status, body and headers', async () => {
    const app = appAnswering((c) => c.json({ ok: true }, 201, { ETag: '"a"' }));
    const response = await app.request('/');
    expect(response.status).toBe(201);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('ETag')).toBe('"a"');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('copies an answer whose headers cannot change, and sets the header on the copy', async () => {
    const app = appAnswering(() => Response.redirect('http://localhost/elsewhere', 302));
    const response = await app.request('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('http://localhost/elsewhere');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

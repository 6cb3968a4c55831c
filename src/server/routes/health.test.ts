import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestApp } from '../test/app';
import { useTestDatabase } from '../test/use-test-app';

let database: DatabaseHandle;

useTestDatabase((opened) => (database = opened));

describe('GET /api/health', () => {
  it('answers ok with the database driver in use', async () => {
    const response = await createTestApp(database).request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: database.driver });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverCommand, serverNodeArgs } from './server-command';

describe('the server command', () => {
  it('is the one that npm run serve and npm start use, so tests and benchmarks measure what is deployed', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.serve).toBe(`node ${serverCommand().join(' ')}`);
    expect(scripts.start).toBe(`npm run build && node ${[...serverNodeArgs, 'dist-server/start-local.js'].join(' ')}`);
  });
});

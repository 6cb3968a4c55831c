import { afterEach, describe, expect, it } from 'vitest';
import { loadAgain } from './lazy-part';

/** A built import as scripts/vite-chunk-retry.ts leaves it, in a file of /assets/. */
function builtImport(file: string, fails: number) {
  const asked: string[] = [];
  const load = async () => {
    const address = new URL((globalThis.__chunkRetry || String)(`./${file}`), 'https://shop.test/assets/').href;
    asked.push(address);
    if (asked.length <= fails) throw new TypeError(`Failed to fetch dynamically imported module: ${address}`);
    return { addToCart: 'the module' };
  };
  return { load, asked };
}

describe('loadAgain', () => {
  afterEach(() => {
    globalThis.__chunkRetry = undefined;
  });

  it('asks for the file again under a new address, through the same import and its names', async () => {
    const { load, asked } = builtImport('pages-abc.js', 1);
    await expect(loadAgain(load, 1)).resolves.toEqual({ addToCart: 'the module' });
    expect(asked).toEqual(['https://shop.test/assets/pages-abc.js', 'https://shop.test/assets/pages-abc.js?retry=1']);
  });

  it('gives each try its own address, a failed retry included', async () => {
    const { load, asked } = builtImport('account-def.js', 3);
    await expect(loadAgain(load, 1)).rejects.toThrow('account-def.js?retry=1');
    await expect(loadAgain(load, 2)).resolves.toEqual({ addToCart: 'the module' });
    expect(asked).toEqual([
      'https://shop.test/assets/account-def.js',
      'https://shop.test/assets/account-def.js?retry=1',
      'https://shop.test/assets/account-def.js?retry=1',
      'https://shop.test/assets/account-def.js?retry=2',
    ]);
  });

  it('passes on a failure that is not a file the browser could not fetch', async () => {
    let tries = 0;
    const load = () => {
      tries += 1;
      return Promise.reject(new Error('the module threw'));
    };
    await expect(loadAgain(load, 1)).rejects.toThrow('the module threw');
    expect(tries).toBe(1);
  });
});

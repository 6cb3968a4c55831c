import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Text files worth compressing; images are compressed already. */
const compressible = /\.(?:m?js|css|html|svg|json|webmanifest|txt|xml)$/;
/** Where compressing saves less than a packet's worth, the server sends the file as it is. */
const minimumBytes = 512;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the client build,
 * so that the server sends each file compressed as well as it can be once, at build time, instead of
 * gzipping it on every request (serveStatic's `precompressed`). It runs last, after the PWA plugin has
 * written the service worker and its precache list, which therefore never lists the copies.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'brushwork:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!outDir) return;
        const files = (await readdir(outDir, { recursive: true }))
          .filter((file) => compressible.test(file))
          .map((file) => path.join(outDir, file));
        let compressed = 0;
        let before = 0;
        let after = 0;
        await Promise.all(
          files.map(async (file) => {
            if ((await stat(file)).size < minimumBytes) return;
            const source = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            // A copy that is not smaller is not written: the file is then sent as it is.
            if (br.length < source.length) await writeFile(`${file}.br`, br);
            if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
            compressed += 1;
            before += source.length;
            after += Math.min(br.length, source.length);
          }),
        );
        this.environment.logger.info(
          `precompressed ${compressed} files: ${(before / 1024).toFixed(0)} KiB, ${(after / 1024).toFixed(0)} KiB with brotli`,
        );
      },
    },
  };
}

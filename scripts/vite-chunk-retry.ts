import type { Plugin } from 'vite';

/** A dynamic import of a built file by its relative address: `import("./pages-….js")`, `import(\`../x.js\`)`. */
const chunkImport = /import\(((["'`])(?:\.\.?\/)+(?:[\w-]+\/)*[\w.-]+\.js\2)\)/g;

/**
 * Lets the app fetch a file again after a failed dynamic import (`loadAgain` in lazy-part.tsx). A browser
 * may keep a module whose fetch failed as failed for the page's life, so the same address fails again
 * without asking the network. Each `import("./x.js")` of the build becomes
 * `import((globalThis.__chunkRetry || String)("./x.js"))`: the same address until a load fails, then,
 * for a file that failed, one with a query that differs per try. The import keeps what follows it (the names a grouped file gives
 * the module it carries: `.then(m => ({ addToCart: m.q }))`), which a bare import of the file would lose.
 */
export function chunkRetry(): Plugin {
  return {
    name: 'brushwork:chunk-retry',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite has read each import's address to give it the files to preload with it.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          output.code = output.code.replace(
            chunkImport,
            (_import, address: string) => `import((globalThis.__chunkRetry||String)(${address}))`,
          );
        }
      },
    },
  };
}

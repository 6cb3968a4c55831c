import { posix } from 'node:path';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** A chunk that only re-exports another's names: `export{a as component,b as loader}from"./pages-….js";` */
const facadeCode = /^export\s*\{([^}]*)\}\s*from\s*(["'`])\.\/([^"'`]+)\2;?\s*$/;

/**
 * Removes the facade chunks of pages grouped by area (scripts/chunk-groups.ts). Each page that TanStack
 * Router loads on demand is a dynamic import of its own module; once its module is grouped with its area's,
 * rolldown still emits a file of one line for it that re-exports the page from the area's file (Rollup
 * avoids these, rolldown does not yet). On a slow line each such file costs the service worker a round trip
 * before the shop works offline. Here each `import("./facade.js")` becomes
 * `import("./area.js").then((m) => ({ component: m.x }))`, its preload list names the area's file instead,
 * and the facade is left out of the build.
 */
export function inlineFacades(): Plugin {
  return {
    name: 'brushwork:inline-facades',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const facades = new Map<string, { target: string; names: string }>();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk' || !output.isDynamicEntry || output.isEntry) continue;
        const match = facadeCode.exec(output.code.trim());
        if (!match) continue;
        const folder = fileName.slice(0, fileName.lastIndexOf('/') + 1);
        const names = match[1]!
          .split(',')
          .map((pair) => pair.trim().split(/\s+as\s+/))
          .map(([local, exported]) => `${JSON.stringify(exported ?? local)}:m.${local}`)
          .join(',');
        facades.set(fileName, { target: folder + match[3]!, names: `m=>({${names}})` });
      }
      if (facades.size === 0) return;
      /** How a chunk's code names another file: `./x.js` beside it, `../x.js` a folder up. */
      const relative = (from: string, to: string) => {
        const path = posix.relative(posix.dirname(from), to);
        return path.startsWith('.') ? path : `./${path}`;
      };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || facades.has(output.fileName)) continue;
        const chunk = output as OutputChunk;
        for (const [facade, { target, names }] of facades) {
          const base = facade.slice(facade.lastIndexOf('/') + 1);
          if (!chunk.code.includes(base)) continue;
          const fromHere = relative(chunk.fileName, facade);
          const targetFromHere = relative(chunk.fileName, target);
          for (const quote of ['`', '"', "'"])
            chunk.code = chunk.code.replaceAll(
              `import(${quote}${fromHere}${quote})`,
              `import(${quote}${targetFromHere}${quote}).then(${names})`,
            );
          // Vite's preload lists name files from the site's root.
          chunk.code = chunk.code.replaceAll(`"${facade}"`, `"${target}"`);
          if (chunk.code.includes(base))
            this.error(`${chunk.fileName} still names ${facade} after its facade was inlined`);
          chunk.dynamicImports = chunk.dynamicImports.map((file) => (file === facade ? target : file));
        }
      }
      for (const facade of facades.keys()) delete bundle[facade];
    },
  };
}

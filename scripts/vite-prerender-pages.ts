import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputAsset, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import type * as Prerender from '../src/client/prerender';

type PrerenderModule = typeof Prerender;

/**
 * Writes the public pages, rendered by the prerender build, into the client build beside the app shell,
 * before the service worker's precache list is made, so that the worker serves them too. They paint
 * from their HTML alone, with the styles inside the page (one round trip less before the first paint).
 * Their code starts once the page has loaded, so that on a slow line it does not hold back the page's
 * first images; until it runs, links work as links and forms wait, disabled.
 */
export function prerenderPages(prerenderOutDir: string): Plugin {
  let startScript = '';
  return {
    name: 'brushwork:prerender-pages',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      startScript = this.emitFile({ type: 'chunk', id: 'src/client/hydrate.ts', name: 'hydrate' });
    },
    async generateBundle(_options, bundle) {
      const shell = String((bundle['index.html'] as OutputAsset).source);
      const codeTags = shell.match(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g) ?? [];
      const entry = codeTags.flatMap((tag) => /^<script[^>]* src="([^"]+)"/.exec(tag)?.[1] ?? [])[0];
      if (!entry) throw new Error('index.html has no module script to hydrate the prerendered pages with.');
      // The start script and what it imports come at once, so the page's data is kept the moment it arrives.
      // It is told the app's entry and, in order, the files the entry imports (see hydrate.ts).
      const entryImports = (bundle[entry.slice(1)] as OutputChunk).imports.map((dependency) => `/${dependency}`);
      // The page's own code too (its area's file: scripts/chunk-groups.ts), fetched beside the app's rather than
      // once the app's router asks for it, a round trip later. Only fetched: the router runs it.
      const areaFiles = (area: 'home' | 'pages') => {
        const chunk = Object.values(bundle).find(
          (file): file is OutputChunk => file.type === 'chunk' && file.name === area && !file.isEntry,
        );
        if (!chunk) throw new Error(`The build has no ${area} file to fetch with the prerendered pages.`);
        return [chunk.fileName, ...chunk.imports]
          .map((file) => `/${file}`)
          .filter((file) => file !== entry && !entryImports.includes(file))
          .join(' ');
      };
      const startTags = (file: string) =>
        (bundle[file] as OutputChunk).imports
          .map((dependency) => `<link rel="modulepreload" href="/${dependency}">`)
          .join('') +
        `<script type="module" async src="/${file}" data-app-entry="${entry}" data-app-imports="${entryImports.join(' ')}" data-home-imports="${areaFiles('home')}" data-pages-imports="${areaFiles('pages')}"></script>`;
      const template = codeTags
        .reduce((html, tag) => html.replace(tag, ''), shell)
        .replace(
          /<link rel="stylesheet"[^>]* href="\/([^"]+)">/g,
          (_tag, file: string) => `<style>${String((bundle[file] as OutputAsset).source)}</style>`,
        )
        .replace('</head>', `${startTags(this.getFileName(startScript))}</head>`);
      writeFileSync(path.join(prerenderOutDir, 'template.html'), template);

      const { prerenderedPages, prerenderedPatterns, renderPage } = (await import(
        pathToFileURL(path.resolve(prerenderOutDir, 'prerender.js')).href
      )) as PrerenderModule;
      const pages = [
        ...Object.entries(prerenderedPages),
        ...prerenderedPatterns.map(({ renderAs, file }) => [renderAs, file] as const),
      ];
      for (const [pathname, fileName] of pages) {
        const page = await renderPage(template, pathname);
        if (page === undefined) throw new Error(`${pathname} could not be prerendered.`);
        this.emitFile({ type: 'asset', fileName, source: page });
      }
    },
  };
}

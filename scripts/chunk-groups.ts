import path from 'node:path';
import { type ChunkingContext, type CodeSplittingOptions, RUNTIME_MODULE_ID } from 'rolldown';

/** The app's entry, which stays a file of its own: the page's start script imports it by its name. */
const appEntry = path.resolve('src/client/main.tsx');
/** The prerendered pages' start script (see vite-prerender-pages.ts), which must stay small. */
const startScript = path.resolve('src/client/hydrate.ts');

/** The signed-in pages' routes: what they load on demand is theirs alone. */
const signedInRoute = /[\\/]src[\\/]client[\\/]routes[\\/]_auth[\\/]/;

/**
 * Every module `from` imports, directly or not, `from` itself included: statically, and on demand
 * (`import()`) where `follows` allows.
 */
function imports(context: ChunkingContext, from: string, follows: (id: string) => boolean = () => false) {
  const found = new Set<string>();
  const pending = [from];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    const info = context.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []).filter(follows));
  }
  return found;
}

/**
 * How the client build groups its modules into files. Left to itself, rolldown gives every set of pages
 * that shares modules a chunk of its own, so the first page loaded some 40 files, many of them a few
 * hundred bytes. Here what the app runs at start on every page comes in two files beside its entry: the
 * libraries (with rolldown's runtime) and the app's own modules. The start script keeps its few modules
 * apart, so that it does not pull the app's code ahead of the page's `load`. Everything the app imports
 * on demand, Firebase, Stripe and Swiper among it, stays split by page as before. Small modules that pages
 * share come in one file too, and what only signed-in pages share in another, which a first visit never fetches.
 */
export function chunkGroups(): CodeSplittingOptions {
  let start: { page: Set<string>; app: Set<string> } | undefined;
  let publicModules: Set<string> | undefined;
  const startModules = (context: ChunkingContext) => {
    if (start) return start;
    const page = imports(context, startScript);
    const app = imports(context, appEntry);
    // Styles stay with the entry, whose stylesheet the prerendered pages carry inline: in another chunk, a
    // stylesheet would be fetched again by every chunk loaded on demand that imports that chunk.
    for (const id of [...page, appEntry, ...[...app].filter((id) => /\.css($|\?)/.test(id))]) app.delete(id);
    page.delete(startScript);
    return (start = { page, app });
  };
  return {
    // A module goes to the first group, by priority, that captures it or a module that imports it.
    groups: [
      { name: (id, context) => (startModules(context).page.has(id) ? 'page-start' : null), priority: 3 },
      {
        name: (id, context) =>
          id === RUNTIME_MODULE_ID || (startModules(context).app.has(id) && /[\\/]node_modules[\\/]|^\0/.test(id))
            ? 'framework'
            : null,
        priority: 2,
      },
      { name: (id, context) => (startModules(context).app.has(id) ? 'app' : null), priority: 1 },
      {
        name: (id, context) => {
          publicModules ??= imports(context, appEntry, (dynamic) => !signedInRoute.test(dynamic));
          return publicModules.has(id) ? 'shared' : 'shared-signed-in';
        },
        test: /[\\/]src[\\/](shared|client[\\/](components[\\/]ui|features[\\/][^\\/]+[\\/]api))[\\/]/,
        minShareCount: 2,
      },
    ],
  };
}

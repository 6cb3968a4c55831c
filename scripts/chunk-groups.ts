import path from 'node:path';
import { type ChunkingContext, type CodeSplittingOptions, type PreRenderedChunk, RUNTIME_MODULE_ID } from 'rolldown';
import { type RoleArea, roleAreaFolder, roleAreas } from '../src/client/worker/role-areas.ts';

/** The app's entry, which stays a file of its own: the page's start script imports it by its name. */
const appEntry = path.resolve('src/client/main.tsx');
/** The prerendered pages' start script (see vite-prerender-pages.ts), which must stay small. */
const startScript = path.resolve('src/client/hydrate.ts');

/**
 * The pages' code as TanStack Router splits it (`routes/<file>.tsx?tsr-split=…`), by who may open them. A
 * file's area is its path under routes/: the home page (and the root), the signed-in pages (`_auth/`), the
 * admin's (`_auth/dashboard/_admin/`), the painter's (`_auth/dashboard/_painter/`), and the other public pages.
 */
export type PageArea = 'home' | 'pages' | 'account' | RoleArea;
const routeSplit = /[\\/]src[\\/]client[\\/]routes[\\/](.+)\.tsx\?tsr-split/;
export function pageAreaOf(moduleId: string): PageArea | undefined {
  const route = routeSplit.exec(moduleId)?.[1]?.replaceAll('\\', '/');
  if (route === undefined) return undefined;
  if (route === 'index' || route === '__root') return 'home';
  if (route.startsWith('_auth/dashboard/_admin/')) return 'admin';
  if (route.startsWith('_auth/dashboard/_painter/')) return 'painter';
  if (route.startsWith('_auth/')) return 'account';
  return 'pages';
}
/** The areas in the order they claim modules: a module shared by two areas goes to the first. */
const areaOrder: PageArea[] = ['home', 'pages', 'account', ...roleAreas];

/**
 * Every module `from` imports, directly or not, `from` itself included: statically, and on demand
 * (`import()`) where `follows` allows.
 */
function imports(context: ChunkingContext, from: Iterable<string>, follows: (id: string) => boolean = () => false) {
  const found = new Set<string>();
  const pending = [...from];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    const info = context.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []).filter(follows));
  }
  return found;
}

type Modules = {
  page: Set<string>;
  app: Set<string>;
  areas: Map<string, PageArea>;
  /** Modules that only the admin's pages (or only the painter's) reach, on demand too. */
  only: Map<string, RoleArea>;
};

/**
 * How the client build groups its modules into files. What the app runs at start on every page comes in
 * two files beside its entry: the libraries (with rolldown's runtime) and the app's own modules. The start
 * script keeps its few modules apart, so that it does not pull the app's code ahead of the page's `load`.
 *
 * The pages' code comes in one file per area rather than one or more per page: the home page's own, the
 * other public pages', the signed-in pages', the admin's and the painter's. An area's file carries what its
 * pages import statically; what they import on demand (Firebase, Stripe, Swiper, the calendar file) stays in
 * files of its own. Left to itself, rolldown gave every page, and every set of pages that shares a module, a
 * file of its own: some 140 files, most a few hundred bytes, and on a slow line the service worker's first
 * download lasts as many round trips as it has files. With areas (and vite-inline-facades.ts) it holds about
 * a fifth as many, and the files only the admin's or the painter's pages load go to a folder of that role,
 * which the worker keeps only where someone of that role signs in.
 */
export function chunkGroups(): {
  codeSplitting: CodeSplittingOptions;
  chunkFileNames: (chunk: PreRenderedChunk) => string;
} {
  let modules: Modules | undefined;
  const modulesOf = (context: ChunkingContext): Modules => {
    if (modules) return modules;
    const page = imports(context, [startScript]);
    const app = imports(context, [appEntry]);
    // Styles stay with the entry, whose stylesheet the prerendered pages carry inline: in another chunk, a
    // stylesheet would be fetched again by every chunk loaded on demand that imports that chunk.
    for (const id of [...page, appEntry, ...[...app].filter((id) => /\.css($|\?)/.test(id))]) app.delete(id);
    page.delete(startScript);
    const everything = imports(context, [appEntry], () => true);
    const splits = [...everything].filter((id) => pageAreaOf(id) !== undefined);
    const only = new Map<string, RoleArea>();
    for (const area of roleAreas) {
      const without = imports(context, [appEntry], (id) => pageAreaOf(id) !== area);
      for (const id of everything) if (!without.has(id)) only.set(id, area);
    }
    const areas = new Map<string, PageArea>();
    for (const area of areaOrder) {
      const own = imports(
        context,
        splits.filter((id) => pageAreaOf(id) === area),
      );
      // What the admin's and the painter's pages share, and no one else's, goes with the signed-in pages: in a
      // role's file it would take that file out of the role's folder, to everyone's phone.
      const claimed = (id: string): PageArea =>
        (roleAreas as readonly PageArea[]).includes(area) && only.get(id) !== area ? 'account' : area;
      for (const id of own)
        if (!areas.has(id) && !page.has(id) && !app.has(id) && id !== appEntry && !/\.css($|\?)/.test(id))
          areas.set(id, claimed(id));
    }
    return (modules = { page, app, areas, only });
  };
  const codeSplitting: CodeSplittingOptions = {
    // A module goes to the first group, by priority, that captures it or a module that imports it.
    groups: [
      { name: (id, context) => (modulesOf(context).page.has(id) ? 'page-start' : null), priority: 10 },
      {
        name: (id, context) =>
          id === RUNTIME_MODULE_ID || (modulesOf(context).app.has(id) && /[\\/]node_modules[\\/]|^\0/.test(id))
            ? 'framework'
            : null,
        priority: 9,
      },
      { name: (id, context) => (modulesOf(context).app.has(id) ? 'app' : null), priority: 8 },
      // The reviews slider and Swiper, with their styles, come as one file of code and one of styles, not two of
      // each: they load together, and a first visit's worker fetches every file (the admin's photo viewer,
      // which swipes too, takes the slider's few lines with Swiper).
      {
        name: (id) => (/[\\/]node_modules[\\/]swiper[\\/]|[\\/]reviews-slider\.tsx/.test(id) ? 'reviews-slider' : null),
      },
      ...areaOrder.map((area, index) => ({
        name: (id: string, context: ChunkingContext) => (modulesOf(context).areas.get(id) === area ? area : null),
        priority: 7 - index,
      })),
    ],
  };
  /** A file that only one role's pages load goes to that role's folder; the rest as Vite names them. */
  const chunkFileNames = ({ moduleIds, facadeModuleId }: PreRenderedChunk) => {
    // A file that only re-exports a page from its area's file holds no module of its own.
    const ids = moduleIds.length > 0 ? moduleIds : [facadeModuleId ?? ''];
    const areas = new Set(ids.map((id) => modules?.only.get(id)));
    const [area] = areas;
    return areas.size === 1 && area ? `${roleAreaFolder(area)}[name]-[hash].js` : 'assets/[name]-[hash].js';
  };
  return { codeSplitting, chunkFileNames };
}

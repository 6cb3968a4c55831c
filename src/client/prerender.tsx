/**
 * Server-side entry, built by `npm run build` before the app: renders a public page to HTML, so that it
 * paints before the JavaScript arrives. At build time the pages are rendered without data (sections show
 * their placeholders, filled in once the app has hydrated); the server renders them again with the data
 * of the moment, which goes into the page for the app to hydrate with.
 */
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { App, createAppRouter } from './app';
import { setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { pageDataId } from '@/shared/prerendered-pages';

export { prerenderedPages, prerenderedPatterns } from '@/shared/prerendered-pages';

/** JSON that is safe inside a <script> element: nothing in it can close the element or start markup. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Puts rendered markup into the page template: React's image preloads into the head, the rest into #root. */
function fillTemplate(template: string, rendered: string, data?: DehydratedState): string {
  const [, preloads = '', markup = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(rendered) ?? [];
  const dataScript = data ? `<script type="application/json" id="${pageDataId}">${scriptSafeJson(data)}</script>` : '';
  // Replaced by functions: a `$&` in a post's text is text, not a replacement pattern.
  return template
    .replace('</head>', () => `${preloads}${dataScript}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}

/**
 * The page at `pathname` in `template` (the app's index.html with an empty #root). Without `fetchApi`,
 * sections that need data show their placeholders. With it, their data is fetched through it and
 * rendered; if any of it cannot be had, the answer is undefined and the page without data serves.
 */
export async function renderPage(
  template: string,
  pathname: string,
  { fetchApi }: { fetchApi?: typeof fetch } = {},
): Promise<string | undefined> {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  if (fetchApi) setApiTransport(fetchApi);
  try {
    const router = createAppRouter(queryClient, { prerenderPath: pathname });
    await router.load();
    if (!fetchApi) {
      // The route loaders' fetches cannot reach a server at build time; nothing of them is kept.
      await queryClient.cancelQueries();
      return fillTemplate(
        template,
        renderToString(<App router={router} queryClient={queryClient} dataAfterHydration />),
      );
    }
    while (queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 2));
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status !== 'success')
    )
      return undefined;
    const html = renderToString(<App router={router} queryClient={queryClient} dataAfterHydration={false} />);
    return fillTemplate(template, html, dehydrate(queryClient));
  } finally {
    queryClient.clear();
  }
}

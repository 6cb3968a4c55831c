/**
 * The public pages whose HTML the build renders ahead of time, by address, with their file in the build
 * folder. The server sends these files for their addresses, and the service worker keeps them offline.
 */
export const prerenderedPages: Readonly<Record<string, string>> = {
  '/': 'prerendered/index.html',
  '/about': 'prerendered/about.html',
  '/blogs': 'prerendered/blogs.html',
  '/contactUs': 'prerendered/contactUs.html',
};

/**
 * Pages whose address holds an id (a blog post's): one page, prerendered for a stand-in address, serves
 * every address that matches; it carries the page's layout and placeholders, and the app fills in the
 * post. The server renders the real post with its data when it can.
 */
export const prerenderedPatterns: readonly { pattern: string; renderAs: string; file: string }[] = [
  {
    pattern: '^/blogs/[0-9a-f-]{36}$',
    renderAs: '/blogs/00000000-0000-4000-8000-000000000000',
    file: 'prerendered/blog-post.html',
  },
];

/** The element of a page rendered by the server that carries the data it was rendered with, as JSON. */
export const pageDataId = 'page-data';

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

/** The element of a page rendered by the server that carries the data it was rendered with, as JSON. */
export const pageDataId = 'page-data';

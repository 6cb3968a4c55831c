import type { ReactElement } from 'react';
import type { MailData, MailKind } from '../messages';

/** What a template makes of a message: both parts, and its attachments (a visit's .ics). */
export type RenderedEmail = {
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: string; contentType: string }[];
};

/** What every message is rendered with: the shop's public address for absolute links. */
export type MailContext = { publicUrl: string };

/** The shop's pages as absolute links, for a message read outside the shop. */
export type ShopLinks = {
  /** `/dashboard/myOrders` → `https://shop.example/dashboard/myOrders`; a path with its query is kept as it is. */
  to: (path: string) => string;
  home: string;
};

export function shopLinks(publicUrl: string): ShopLinks {
  // PUBLIC_URL may end in a slash or carry a path prefix: both stay, and exactly one slash joins them.
  const base = publicUrl.replace(/\/+$/, '');
  return { to: (path) => `${base}${path.startsWith('/') ? path : `/${path}`}`, home: `${base}/` };
}

export type Attachment = RenderedEmail['attachments'][number];

/** What a template makes of its message's data: the email's body, and any files it carries. */
export type Template<K extends MailKind> = (
  data: MailData[K],
  links: ShopLinks,
) => { body: ReactElement; attachments?: Attachment[] };

export type Templates<K extends MailKind> = { [Kind in K]: Template<Kind> };

import { render } from '@react-email/render';
import type { MailData, MailKind, MailMessage } from '../messages';
import { subjectOf } from '../mail-subjects';
import { invoiceTemplates } from './invoice-emails';
import { changeTemplates } from './change-emails';
import { jobTemplates } from './job-emails';
import { messageReplyTemplates } from './message-reply-email';
import { orderTemplates } from './order-emails';
import { quoteRequestTemplates } from './quote-request-emails';
import { quoteTemplates } from './quote-emails';
import { reviewTemplates } from './review-emails';
import { shopNoticeTemplates } from './shop-notices';
import { type MailContext, type RenderedEmail, type ShopLinks, type Templates, shopLinks } from './template';
import { visitTemplates } from './visit-emails';

/** Each kind's template, from the modules that write them; the type makes a kind without one an error. */
const templates: Templates<MailKind> = {
  ...orderTemplates,
  ...visitTemplates,
  ...shopNoticeTemplates,
  ...messageReplyTemplates,
  ...quoteRequestTemplates,
  ...quoteTemplates,
  ...jobTemplates,
  ...changeTemplates,
  ...invoiceTemplates,
  ...reviewTemplates,
};

function compose<K extends MailKind>(message: { kind: K; data: MailData[K] }, links: ShopLinks) {
  return templates[message.kind](message.data, links);
}

/** The message's subject, both parts from its one React Email template, and its attachments. */
export async function composeEmail(message: MailMessage, context: MailContext): Promise<RenderedEmail> {
  const { body, attachments = [] } = compose(message, shopLinks(context.publicUrl));
  const [html, text] = await Promise.all([render(body), render(body, { plainText: true })]);
  return { subject: subjectOf(message), html, text, attachments };
}

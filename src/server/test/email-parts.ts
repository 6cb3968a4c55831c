import { expect, it } from 'vitest';
import type { MailData, MailKind } from '../mail/messages';
import { renderEmail } from '../mail/templates';
import { context, messageOf, sampleData, withoutMarkers } from '../mail/templates/test-data';

/** A message rendered as the mail job renders it, and both its parts a reader sees: the HTML and the text. */
export async function partsOf(message: Parameters<typeof renderEmail>[0]) {
  const email = await renderEmail(message, context);
  return { email, parts: [withoutMarkers(email.html), email.text] };
}

type Said = string | RegExp;

/** What a sample message of `kind` must say: its subject, in both its parts, and in its HTML or plain text alone. */
export type MailCase = {
  name: string;
  kind: MailKind;
  subject: string;
  says: Said[];
  saysNot?: Said[];
  html?: Said[];
  text?: Said[];
  /** Whether it carries no files; left out, its files are another test's matter. */
  noAttachments?: boolean;
};

const expectSays = (part: string, said: Said) =>
  typeof said === 'string' ? expect(part).toContain(said) : expect(part).toMatch(said);
const expectSaysNot = (part: string, said: Said) =>
  typeof said === 'string' ? expect(part).not.toContain(said) : expect(part).not.toMatch(said);

/** One test a case: the sample message of its kind rendered, and what it must and must not say checked. */
export function itSaysEach(cases: MailCase[]) {
  for (const { name, kind, subject, says, saysNot = [], html = [], text = [], noAttachments } of cases)
    it(name, async () => {
      const { email, parts } = await partsOf(messageOf(kind));
      expect(email.subject).toBe(subject);
      for (const part of parts) {
        for (const said of says) expectSays(part, said);
        for (const said of saysNot) expectSaysNot(part, said);
      }
      for (const said of html) expectSays(email.html, said);
      for (const said of text) expectSays(email.text, said);
      if (noAttachments) expect(email.attachments).toEqual([]);
    });
}

type KindForACustomer = {
  [K in MailKind]: MailData[K] extends { customerName: string; address: string } ? K : never;
}[MailKind];

/**
 * One test: the sample message of `kind` with a hostile customer's name and address escapes both in its HTML,
 * and keeps the name as it was typed in its plain text.
 */
export function itEscapesAHostileCustomer(kind: KindForACustomer) {
  it(`${kind} escapes a hostile customer's name and address in the HTML and keeps the name readable in the text`, async () => {
    const hostile = '<script>alert("x")</script>';
    const { email } = await partsOf(
      messageOf(kind, { ...sampleData[kind], customerName: hostile, address: '<b>1 Road</b>' }),
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>1 Road');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.text).toContain(hostile);
  });
}

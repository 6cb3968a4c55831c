import { EmailLayout, Fact, Paragraph, Rule } from './layout';
import type { Templates } from './template';

/** A person's text as they wrote it: its line breaks kept in both parts. */
const linesOf = (text: string) => text.split(/\r?\n/);

/** The shop's answer to a message sent from its contact page, with what the sender wrote below it. */
export const messageReplyTemplates: Templates<'message-reply'> = {
  'message-reply': (message, links) => ({
    body: (
      <EmailLayout preview={message.reply.slice(0, 120)} heading={`Re: ${message.subject}`} homeUrl={links.home}>
        {message.reply.split(/\r?\n\s*\r?\n/).map((paragraph, index) => (
          <Paragraph key={index}>
            {linesOf(paragraph).map((line, at) => (
              <span key={at}>
                {at > 0 && <br />}
                {line}
              </span>
            ))}
          </Paragraph>
        ))}
        <Rule />
        <Paragraph>You wrote to us from our contact page:</Paragraph>
        <Fact label="Subject" lines={[message.subject]} />
        <Fact label="Message" lines={linesOf(message.message)} />
        <Paragraph>Reply to this email to write back.</Paragraph>
      </EmailLayout>
    ),
  }),
};

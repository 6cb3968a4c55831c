import { EmailLayout, Paragraph, Rule } from './layout';
import type { Templates } from './template';

/** A person's text as they wrote it: its line breaks kept in both parts. */
const linesOf = (text: string) => text.split(/\r?\n/);

/** The shop's answer to a message sent from its contact page; what the sender wrote is not quoted (see MailData). */
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
        <Paragraph>
          {message.name}, this answers the message you sent from our contact page about “{message.subject}”. Reply to
          this email to write back.
        </Paragraph>
      </EmailLayout>
    ),
  }),
};

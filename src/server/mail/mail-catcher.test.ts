import { describe, expect, it } from 'vitest';
import { startMailCatcher } from './mail-catcher';
import { createSmtpTransport } from './sender';

describe('the mail catcher', () => {
  it('takes mail on loopback and lists it in its web inbox, keeping the ports asked for when free', async () => {
    const first = await startMailCatcher();
    // The first one's ports are taken: the second gets others rather than failing.
    const taken = { smtp: Number(new URL(first.smtpUrl).port), web: Number(new URL(first.inboxUrl).port) };
    const second = await startMailCatcher({ preferPorts: taken });
    try {
      expect(first.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
      expect(second.smtpUrl).not.toBe(first.smtpUrl);
      expect(second.inboxUrl).not.toBe(first.inboxUrl);
      const transport = createSmtpTransport(first.smtpUrl);
      await transport.sendMail({
        from: 'Brushwork <shop@brushwork.test>',
        to: 'ana@example.com',
        subject: 'Caught, not sent',
        text: 'Plain',
        html: '<p>Rich</p>',
        messageId: '<caught-1@shop.brushwork.test>',
      });
      transport.close();
      const inbox = (await (await fetch(`${first.inboxUrl}/api/email`)).json()) as { subject: string }[];
      expect(inbox.map((email) => email.subject)).toEqual(['Caught, not sent']);
      const other = (await (await fetch(`${second.inboxUrl}/api/email`)).json()) as unknown[];
      expect(other).toEqual([]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});

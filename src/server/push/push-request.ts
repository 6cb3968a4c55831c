import { type Agent, request } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';

/** What the push service answered a POST. */
export type PushServiceAnswer = { statusCode: number; headers: IncomingHttpHeaders; body: string };

/** What web-push's generateRequestDetails makes of a notification: its method, headers and encrypted body. */
export type PushRequestDetails = { method: string; headers: Record<string, string | number>; body: Buffer | null };

/**
 * POSTs one encrypted notification to `url`, the URL object the endpoint check answered: the request goes to the
 * host that was checked, never to one another parser reads out of the same text. Answers whatever status came
 * back (at most 4 KB of its body); throws when no answer came within `timeoutMs`.
 */
export function postToPushService(
  url: URL,
  { method, headers, body }: PushRequestDetails,
  { agent, timeoutMs }: { agent: Agent; timeoutMs: number },
): Promise<PushServiceAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method, headers, agent, timeout: timeoutMs }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => {
        if (text.length < 4096) text += chunk;
      });
      answer.on('end', () => resolve({ statusCode: answer.statusCode ?? 0, headers: answer.headers, body: text }));
      answer.on('error', reject);
    });
    sent.on('timeout', () => sent.destroy(new Error('The push service did not answer in time.')));
    sent.on('error', reject);
    sent.end(body ?? undefined);
  });
}

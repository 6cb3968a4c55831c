import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { mailTopics } from '@/shared/schemas/mail-preferences';

/** What a one-click unsubscribe link says: whose mail, which kind of it, and the email it came in (its one use). */
const claimSchema = v.object({
  email: v.pipe(v.string(), v.email()),
  topic: v.picklist(mailTopics),
  id: v.pipe(v.string(), v.uuid()),
});
export type UnsubscribeClaim = v.InferOutput<typeof claimSchema>;

/** The key unsubscribe links are signed with, derived from the server's secret so that it needs no setting. */
export const unsubscribeKeyOf = (secret: string) =>
  createHmac('sha256', secret).update('brushwork mail unsubscribe').digest('base64url');

const macOf = (payload: string, key: string) => createHmac('sha256', key).update(payload).digest();

export function signUnsubscribe(claim: UnsubscribeClaim, key: string): string {
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${payload}.${macOf(payload, key).toString('base64url')}`;
}

/** The claim of a token the shop signed; undefined for any other (forged, cut, of another key). */
export function readUnsubscribe(token: string, key: string): UnsubscribeClaim | undefined {
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0) return undefined;
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(payload, key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed = v.safeParse(claimSchema, JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

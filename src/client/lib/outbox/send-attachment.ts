import type { ApiErrorBody } from '@/shared/answers/error';
import { retryAfterMs } from '../retry-after';
import { type OutboxAttachment, type OutboxEntry, type SendOutcome, sendTimeoutMs } from './entry';
import { outboxKindOf } from './kind';
import { reportUploadProgress } from './upload-progress';

type Answer = { status: number; contentType: string; text: string; retryAfter: string | null };

/** How long an upload through fetch may take in all: fetch tells no progress, and a photo on a slow line is slow. */
const fetchUploadLimitMs = 4 * sendTimeoutMs;

/**
 * Uploads one file an outbox entry carries, as multipart to its kind's route, under the file's own
 * Idempotency-Key: a replay after a lost answer gets the shop's first answer (the same id). In a page it goes
 * through XMLHttpRequest, whose upload reports its progress; in the service worker (no XMLHttpRequest) through
 * fetch. As for entries, only the shop's own JSON answer counts: no answer, or another's (a captive portal's
 * page), throws, for the file to go again later.
 */
export async function sendOutboxAttachment(
  entry: OutboxEntry,
  attachment: OutboxAttachment,
  token: string | undefined,
): Promise<SendOutcome> {
  const spec = outboxKindOf(entry.kind)?.attachments;
  if (!spec) throw new Error(`Entries of kind ${entry.kind} carry no files here.`);
  const form = new FormData();
  for (const [name, value] of Object.entries(spec.fields?.(entry.payload) ?? {})) form.append(name, value);
  form.append(spec.field, attachment.blob, attachment.name);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Idempotency-Key': attachment.key,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
  const answer =
    typeof XMLHttpRequest === 'undefined'
      ? await fetchUpload(spec.url, form, headers)
      : await requestUpload(spec.url, form, headers, (fraction) => reportUploadProgress(attachment.key, fraction));
  return outcomeOf(answer);
}

function outcomeOf({ status, contentType, text, retryAfter }: Answer): SendOutcome {
  if (!contentType.includes('application/json')) throw new Error(`An answer that is not the shop's (${status}).`);
  const body = JSON.parse(text) as unknown;
  if (status >= 200 && status < 300) return { status, answer: body };
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  return {
    status,
    code: error?.code,
    message: error?.message ?? `The shop answered ${status}.`,
    issues: error?.issues,
    retryAfterMs: retryAfterMs(retryAfter),
  };
}

async function fetchUpload(url: string, body: FormData, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(fetchUploadLimitMs) });
  return {
    status: response.status,
    contentType: response.headers.get('Content-Type') ?? '',
    text: await response.text(),
    retryAfter: response.headers.get('Retry-After'),
  };
}

/**
 * An upload that reports its progress. It counts as unanswered after `sendTimeoutMs` without a byte going or an
 * answer coming (a dead line), however long a slow line takes to carry a whole photo.
 */
function requestUpload(
  url: string,
  body: FormData,
  headers: Record<string, string>,
  onProgress: (fraction: number | undefined) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    let idle: ReturnType<typeof setTimeout> | undefined;
    const stillGoing = () => {
      clearTimeout(idle);
      idle = setTimeout(() => request.abort(), sendTimeoutMs);
    };
    const fail = () => {
      clearTimeout(idle);
      onProgress(undefined);
      reject(new Error('The upload got no answer.'));
    };
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      stillGoing();
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onprogress = stillGoing;
    request.onerror = fail;
    request.onabort = fail;
    request.onload = () => {
      clearTimeout(idle);
      onProgress(undefined);
      resolve({
        status: request.status,
        contentType: request.getResponseHeader('Content-Type') ?? '',
        text: request.responseText,
        retryAfter: request.getResponseHeader('Retry-After'),
      });
    };
    onProgress(0);
    stillGoing();
    request.send(body);
  });
}

import type { QuotePhoto, QuoteRequest } from '@/shared/answers/quotes';
import { jsonRequest, type TestApp } from './app';

/** The first bytes of each photo type the shop takes, padded to a small file: the server reads no further. */
export const photoBytes = {
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(60, 2)]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.alloc(60, 3)]),
};

/** A form with `bytes` as its `image`, as a phone sends a photo. */
export function photoForm(bytes: Buffer, type = 'image/jpeg', name = 'room.jpg'): FormData {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

export const postPhoto = (app: TestApp, auth: Record<string, string>, form: FormData, headers = {}) =>
  app.request('/api/quote-photos', { method: 'POST', body: form, headers: { ...auth, ...headers } });

/** A photo uploaded by the owner of `auth`, a distinct one each call. */
let photoSequence = 0;
export async function uploadedPhoto(app: TestApp, auth: Record<string, string>): Promise<QuotePhoto> {
  photoSequence += 1;
  const bytes = Buffer.concat([photoBytes.jpeg, Buffer.from(String(photoSequence))]);
  const response = await postPhoto(app, auth, photoForm(bytes));
  if (response.status !== 201) throw new Error(`Uploading a quote photo answered ${response.status}.`);
  return (await response.json()) as QuotePhoto;
}

/** A valid request's body: two rooms, the photos given. */
export const quoteRequestBody = (photoIds: string[] = [], overrides: Record<string, unknown> = {}) => ({
  address: '18 Willow Street, Eugene',
  siteState: 'OR',
  siteZip: '97401',
  rooms: [
    { name: 'Living room', surfaces: ['walls', 'ceiling'], size: 'about 20 m²', colours: 'Swiss Coffee' },
    { name: 'Front door', surfaces: ['doors', 'trim'] },
  ],
  notes: 'The ceiling has a crack near the window.',
  photoIds,
  ...overrides,
});

/** A request made through the API by the owner of `auth`, as the answer's body. */
export async function requestedQuote(
  app: TestApp,
  auth: Record<string, string>,
  photoIds: string[] = [],
  overrides: Record<string, unknown> = {},
): Promise<QuoteRequest> {
  const response = await app.request(
    '/api/quote-requests',
    jsonRequest('POST', quoteRequestBody(photoIds, overrides), auth),
  );
  if (response.status !== 201) throw new Error(`Asking for a quote answered ${response.status}.`);
  return (await response.json()) as QuoteRequest;
}

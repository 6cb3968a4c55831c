import type { Page } from '@playwright/test';

/** A JPEG's width and height, read from its frame header. */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes.readUInt16BE(at);
    const length = bytes.readUInt16BE(at + 2);
    // SOF0–SOF15 carry the frame's size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('Not a JPEG with a frame header.');
}

/**
 * A large photo as a phone's camera takes it (`width` × `height`, busy enough to weigh megabytes as JPEG),
 * drawn in the page: what the customer picks.
 */
export async function cameraPhoto(page: Page, name: string, width = 4000, height = 3000) {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      const wall = context.createLinearGradient(0, 0, width, height);
      wall.addColorStop(0, '#d9c7a7');
      wall.addColorStop(1, '#7c8f9e');
      context.fillStyle = wall;
      context.fillRect(0, 0, width, height);
      // Grain, as in a real photo: it is what makes a camera's JPEG large.
      const grain = context.getImageData(0, 0, width, height);
      for (let index = 0; index < grain.data.length; index += 4) {
        const noise = (Math.random() - 0.5) * 60;
        grain.data[index] = grain.data[index]! + noise;
        grain.data[index + 1] = grain.data[index + 1]! + noise;
        grain.data[index + 2] = grain.data[index + 2]! + noise;
      }
      context.putImageData(grain, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let index = 0; index < bytes.length; index += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
      return btoa(binary);
    },
    { width, height },
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** Fills the request's form as a customer does: the address, one room and what to paint in it, and a note. */
export async function fillQuoteRequest(page: Page, room: string) {
  await page.getByLabel('Address').fill('12 Scaffold Street, Portland');
  await page.getByLabel('State').fill('ME');
  await page.getByLabel('Zip').fill('04101');
  const first = page.getByRole('group', { name: 'Room or area 1' });
  await first.getByLabel('Room or area').fill(room);
  await first.getByLabel('Walls').check();
  await first.getByLabel('Ceiling').check();
  await first.getByLabel('Rough size').fill('About 4 × 5 m');
  await first.getByLabel('Colours wanted').fill('Warm white');
  await page.getByLabel(/^Notes/).fill('The dog is friendly.');
}

/** Counts the posts of each Idempotency-Key to `path`, on every page of the context. */
export function postsByKey(page: Page, path: string) {
  const posts = new Map<string, number>();
  page.context().on('request', (request) => {
    const key = request.headers()['idempotency-key'];
    if (request.method() === 'POST' && new URL(request.url()).pathname === path && key)
      posts.set(key, (posts.get(key) ?? 0) + 1);
  });
  return posts;
}

/** The ids of the quote requests the shop stored for `email`. */
export const storedRequests = (sql: (text: string, values?: unknown[]) => Promise<unknown[]>, email: string) =>
  sql('select r.id from quote_requests r join users u on u.id = r.user_id where u.email = $1', [email]);

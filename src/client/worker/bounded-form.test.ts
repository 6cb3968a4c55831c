import { describe, expect, it } from 'vitest';
import { boundedFormData } from './bounded-form';

/** A multipart POST whose body arrives in `chunks` pieces of `size` bytes, with no length declared. */
function streamedForm(chunks: number, size: number) {
  const boundary = 'share-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  let sent = -1;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      sent += 1;
      if (sent === 0) controller.enqueue(new TextEncoder().encode(head));
      else if (sent <= chunks) controller.enqueue(new Uint8Array(size));
      else if (sent === chunks + 1) controller.enqueue(new TextEncoder().encode(tail));
      else controller.close();
    },
  });
  const request = new Request('https://shop.example/share-target', {
    method: 'POST',
    body,
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    duplex: 'half',
  } as RequestInit);
  return { request, read: () => sent };
}

describe('a share’s form, read within a bound', () => {
  it('is read whole when it fits', async () => {
    const { request } = streamedForm(4, 1024);
    const form = await boundedFormData(request, 64 * 1024);
    expect((form?.get('photos') as File).size).toBe(4096);
  });

  it('is given up, unread past the bound, when it does not fit', async () => {
    const { request, read } = streamedForm(1000, 1024);
    expect(await boundedFormData(request, 16 * 1024)).toBeUndefined();
    expect(read()).toBeLessThan(30);
  });
});

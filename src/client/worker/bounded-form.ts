/**
 * The request's form, read only while its body stays within `maxBytes`; undefined past that, with nothing more
 * read (a declared length past it is not read at all), so that no share, however large, fills the worker.
 */
export async function boundedFormData(request: Request, maxBytes: number): Promise<FormData | undefined> {
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) return undefined;
  const reader = request.body?.getReader();
  if (!reader) return request.formData();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const type = request.headers.get('Content-Type') ?? '';
  return new Response(new Blob(chunks as BlobPart[]), { headers: { 'Content-Type': type } }).formData();
}

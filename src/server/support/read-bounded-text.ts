/** The outcome of reading a request body of bounded size. */
export type BoundedText = { ok: true; text: string } | { ok: false };

/**
 * Reads a body as UTF-8 text, giving up (ok: false) once it exceeds `limit` bytes, so an
 * oversized post costs at most that much memory.
 */
export async function readBoundedText(request: Request, limit: number): Promise<BoundedText> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit || request.body === null) {
    return declared > limit ? { ok: false } : { ok: true, text: '' };
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return { ok: false };
    }
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}

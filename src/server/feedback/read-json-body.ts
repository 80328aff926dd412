/** The outcome of reading a JSON request body. */
export type JsonBody = { ok: true; json: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

/**
 * Reads a JSON body of at most `limit` bytes: 415 unless the content type is JSON, 413 when the
 * body is longer (stopping the read there), 400 when it does not parse.
 */
export async function readJsonBody(request: Request, limit: number): Promise<JsonBody> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return { ok: false, status: 415, error: 'Send the issue as JSON (Content-Type: application/json).' };
  }
  const tooLarge = {
    ok: false,
    status: 413,
    error: `The request body is larger than ${limit} bytes.`,
  } as const;
  if (Number(request.headers.get('content-length') ?? '0') > limit) return tooLarge;
  const chunks: Uint8Array[] = [];
  if (request.body !== null) {
    const reader = request.body.getReader();
    let size = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return tooLarge;
      }
      chunks.push(chunk.value);
    }
  }
  try {
    return { ok: true, json: JSON.parse(new TextDecoder().decode(Buffer.concat(chunks))) as unknown };
  } catch {
    return { ok: false, status: 400, error: 'The request body is not valid JSON.' };
  }
}

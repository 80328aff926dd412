/**
 * Why a request body was not read. Each carries the HTTP status it stands for, so a caller that
 * has no answer of its own can use it as is; callers with their own wording map `problem`.
 */
export type BodyProblem =
  /** Content-Length, or the bytes actually sent, passed the limit (read no further). */
  | { ok: false; problem: 'too-large'; status: 413 }
  /** The stream failed before its end (the client went away, a broken chunked encoding). */
  | { ok: false; problem: 'unreadable'; status: 400 }
  /** The bytes are not UTF-8 (text and JSON only). */
  | { ok: false; problem: 'bad-encoding'; status: 400 }
  /** The text is not JSON (JSON only). */
  | { ok: false; problem: 'bad-json'; status: 400 };

/** The outcome of reading a body: its content, or why not (one of the problems `P`). */
export type BodyResult<T, P extends BodyProblem['problem'] = BodyProblem['problem']> =
  { ok: true; value: T } | Extract<BodyProblem, { problem: P }>;

const problem = <P extends BodyProblem['problem']>(name: P) =>
  ({ ok: false, problem: name, status: name === 'too-large' ? 413 : 400 }) as Extract<
    BodyProblem,
    { problem: P }
  >;

/**
 * The body's bytes, at most `limit` of them. A declared Content-Length over the limit is refused
 * before anything is read, and a body that says less than it sends (or sends chunked) is cut off
 * as it streams: one request never makes the server hold more than `limit` bytes of it.
 */
export async function readBoundedBody(
  request: Request,
  limit: number,
): Promise<BodyResult<Uint8Array<ArrayBuffer>, 'too-large' | 'unreadable'>> {
  // A missing or malformed Content-Length proves nothing: the streamed count decides.
  if (Number(request.headers.get('content-length') ?? '0') > limit) return problem('too-large');
  if (request.body === null) return { ok: true, value: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return problem('too-large');
      }
      chunks.push(chunk.value);
    }
  } catch {
    return problem('unreadable');
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, value: bytes };
}

/** The body as UTF-8 text (see {@link readBoundedBody}); bytes that are not UTF-8 are refused. */
export async function readBoundedText(
  request: Request,
  limit: number,
): Promise<BodyResult<string, 'too-large' | 'unreadable' | 'bad-encoding'>> {
  const body = await readBoundedBody(request, limit);
  if (!body.ok) return body;
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(body.value) };
  } catch {
    return problem('bad-encoding');
  }
}

/** How {@link readBoundedJson} treats a body of nothing but whitespace. */
export interface JsonBodyOptions {
  /** The value of an empty body; without it an empty body is not JSON ('bad-json'). */
  empty?: unknown;
}

/** The body parsed as JSON (see {@link readBoundedText}); the content type is the caller's to check. */
export async function readBoundedJson(
  request: Request,
  limit: number,
  options: JsonBodyOptions = {},
): Promise<BodyResult<unknown>> {
  const text = await readBoundedText(request, limit);
  if (!text.ok) return text;
  if ('empty' in options && text.value.trim() === '') return { ok: true, value: options.empty };
  try {
    return { ok: true, value: JSON.parse(text.value) as unknown };
  } catch {
    return problem('bad-json');
  }
}

/**
 * The API error message for a body that was not read: the wording the JSON APIs (feedback,
 * analytics, search) have always sent. Bytes that are not UTF-8 are "not valid JSON" there, as JSON is UTF-8.
 */
export function bodyProblemMessage(body: BodyProblem, limit: number): string {
  switch (body.problem) {
    case 'too-large':
      return `The request body is larger than ${limit} bytes.`;
    case 'unreadable':
      return 'The request body could not be read.';
    case 'bad-encoding':
    case 'bad-json':
      return 'The request body is not valid JSON.';
  }
}

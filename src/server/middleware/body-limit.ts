import type { Middleware } from './middleware.ts';

/** The largest request body the portal reads: an avatar upload (256 KB) with room to spare. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * Refuses bodies the portal would never accept before anything reads them: a declared length over
 * {@link MAX_REQUEST_BODY_BYTES} is a 413, and a form post without a declared length (browsers
 * always send one) a 411, since form bodies are read whole (the CSRF field check, form handlers).
 * JSON and API bodies without a length are still capped as they stream (http/read-bounded-body.ts).
 */
export const bodyLimitMiddleware: Middleware = async (request, _context, next) => {
  if (request.method === 'GET' || request.method === 'HEAD') return next();
  const declared = request.headers.get('content-length');
  if (declared !== null) {
    const length = Number(declared);
    if (!/^\d+$/.test(declared.trim()) || !Number.isSafeInteger(length)) {
      return refuse(400, 'The Content-Length header is not a number.');
    }
    if (length > MAX_REQUEST_BODY_BYTES) {
      return refuse(413, `The request body is larger than ${MAX_REQUEST_BODY_BYTES} bytes.`);
    }
    return next();
  }
  if (request.body !== null && FORM_TYPE.test(request.headers.get('content-type') ?? '')) {
    return refuse(411, 'A form post needs a Content-Length header.');
  }
  return next();
};

function refuse(status: 400 | 411 | 413, message: string): Response {
  return Response.json({ message, status }, { status, headers: { Connection: 'close' } });
}

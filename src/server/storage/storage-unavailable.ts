/**
 * The database could not be reached, stopped answering, or dropped the connection. Nothing about
 * the request was wrong: the caller answers 503 with Retry-After (or serves the visitor signed
 * out) and the same request may succeed shortly. A statement that was still running when the
 * error came may or may not have been applied, so it is never reported as saved.
 */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
  constructor(message = 'the database is unavailable', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Seconds a client is told to wait (Retry-After) before it tries a write again. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/**
 * Whether `error`, or any error it wraps (`cause`), is a {@link StorageUnavailableError}: a
 * store that wraps failures in its own error type keeps the distinction.
 */
export function isStorageUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth += 1) {
    if (current instanceof StorageUnavailableError) return true;
    current = current.cause;
  }
  return false;
}

// SQLSTATE classes and codes that mean the server, not the statement, failed: connection
// exceptions (08), shutdown and cancel by timeout (57…), too many connections, and the
// idle-in-transaction timeout ending a discarded session.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '57014', '53300', '25P03', '55P03']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * Whether a driver error means the server is unreachable or gone rather than the statement being
 * wrong. Constraint violations and syntax errors are not: callers still handle those themselves.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_CODES.has(code))) return true;
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  // node-postgres reports a closed or timed-out connection with plain messages and no code.
  return /connection terminated|timeout exceeded when trying to connect|connection error|not queryable|client has encountered a connection error|Client was closed/i.test(
    error.message,
  );
}

/** Client credentials taken from an Authorization header. */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

const BASIC = /^Basic[ ]+([A-Za-z0-9+/]+={0,2})[ ]*$/i;

/** The form-urlencoding OAuth 2.0 applies to both parts before joining them (RFC 6749 §2.3.1). */
function formDecoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

/**
 * The client id and secret of an HTTP Basic `Authorization` header (RFC 7617), or undefined when
 * the header is missing, is another scheme, is not base64 or lacks either part. Each part is
 * form-urlencoded first as RFC 6749 §2.3.1 asks; the console's ids and secrets are url-safe, so
 * a client that skips that step sends the same bytes.
 */
export function clientBasicAuth(request: Request): ClientCredentials | undefined {
  const match = BASIC.exec(request.headers.get('authorization') ?? '');
  if (match === null) return undefined;
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(match[1]!, 'base64'));
  } catch {
    return undefined;
  }
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  const clientId = formDecoded(decoded.slice(0, colon));
  const clientSecret = formDecoded(decoded.slice(colon + 1));
  if (clientId === undefined || clientSecret === undefined || clientSecret === '') return undefined;
  // No client id or secret holds a NUL, and the database refuses one in a query (a 500).
  if (clientId.includes('\0') || clientSecret.includes('\0')) return undefined;
  return { clientId, clientSecret };
}

/** The `WWW-Authenticate` challenge of an API that takes client credentials (RFC 7617 §2). */
export const CLIENT_CREDENTIALS_CHALLENGE = 'Basic realm="Portico apps", charset="UTF-8"';

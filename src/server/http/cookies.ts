/**
 * The value of one cookie in a Cookie request header, URL-decoded; undefined when absent or
 * undecodable (a malformed cookie is treated as missing, never as an error). A value wrapped in
 * double quotes (allowed by RFC 6265) is unwrapped. The first cookie of that name wins, as
 * browsers send the most specific path first.
 */
export function readCookie(header: string | null, name: string): string | undefined {
  if (header === null) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let raw = pair.slice(eq + 1).trim();
    if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The client's address for per-address limits. Behind `trustedHops` proxies, each appended the
 * address it saw to X-Forwarded-For, so the client is the entry that many places from the right
 * (entries further left are whatever the client claimed, and are ignored). Without trusted
 * proxies, or with a header too short to hold that many entries, the socket address is used.
 */
export function clientAddressOf(request: Request, socketAddress: string, trustedHops: number): string {
  if (trustedHops <= 0) return socketAddress;
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries[entries.length - trustedHops] ?? socketAddress;
}

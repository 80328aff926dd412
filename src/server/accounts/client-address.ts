/**
 * The client's address for per-address limits. The HTTP server (src/server/http/proxy-trust.ts)
 * has already removed X-Forwarded-For from peers that are not trusted proxies (TRUST_PROXY) and
 * reduced it to the client's single address behind trusted ones, so here it is either that
 * address or absent, and then the socket's address is the client's.
 */
export function clientAddressOf(request: Request, socketAddress: string): string {
  return clientAddressFrom(request.headers.get('x-forwarded-for') ?? undefined, socketAddress);
}

/** {@link clientAddressOf} from the X-Forwarded-For header's value (for the HTTP server's own checks). */
export function clientAddressFrom(forwardedFor: string | undefined, socketAddress: string): string {
  const forwarded = forwardedFor?.trim();
  return forwarded !== undefined && forwarded !== '' && !forwarded.includes(',') ? forwarded : socketAddress;
}

/** A JSON 405 naming the methods `allowed`, in the Allow header too (RFC 9110 §15.5.6). */
export function methodNotAllowed(request: Request, allowed: readonly string[]): Response {
  return Response.json(
    { error: `Method ${request.method} is not allowed; use ${allowed.join(' or ')}.` },
    { status: 405, headers: { Allow: allowed.join(', '), 'Cache-Control': 'no-store' } },
  );
}

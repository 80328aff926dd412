/**
 * This answer's script nonce, set on Astro.locals by the security headers middleware: every
 * script the portal itself writes into a page carries it as its `nonce` attribute.
 */
export function cspNonceOf(locals: object): string {
  const nonce = (locals as { cspNonce?: unknown }).cspNonce;
  return typeof nonce === 'string' ? nonce : '';
}

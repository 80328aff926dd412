import type { SecurityContact } from '../../schemas/site.ts';

/** Where RFC 9116 puts the file. */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/**
 * The body of /.well-known/security.txt (RFC 9116): the site's contacts, expiry, policy and
 * acknowledgements, the languages reports are read in, and its canonical address on the public
 * origin (left out without one, rather than built from the request's Host header).
 */
export function securityTxt(
  contact: SecurityContact,
  languages: readonly string[],
  origin: string | undefined,
): string {
  const expires = contact.expires.includes('T') ? contact.expires : `${contact.expires}T00:00:00Z`;
  const lines = [
    ...contact.contacts.map((uri) => `Contact: ${uri}`),
    `Expires: ${new Date(expires).toISOString()}`,
    ...(contact.policy === undefined ? [] : [`Policy: ${contact.policy}`]),
    ...(contact.acknowledgments === undefined ? [] : [`Acknowledgments: ${contact.acknowledgments}`]),
    `Preferred-Languages: ${[...new Set(languages.map((locale) => locale.split('_')[0]))].join(', ')}`,
    ...(origin === undefined ? [] : [`Canonical: ${origin}${SECURITY_TXT_PATH}`]),
  ];
  return `${lines.join('\n')}\n`;
}

/** The answer for /.well-known/security.txt: the file, or a 404 when the site names no contact. */
export function securityTxtResponse(
  contact: SecurityContact | undefined,
  languages: readonly string[],
  origin: string | undefined,
): Response {
  if (contact === undefined) {
    return new Response('Not found: this site publishes no security contact.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(securityTxt(contact, languages, origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

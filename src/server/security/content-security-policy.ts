import { randomBytes } from 'node:crypto';

/** What varies in the page policy: this answer's nonce, Astro's hashes and configured hosts. */
export interface PagePolicyInput {
  /** This answer's script nonce (base64, fresh per response). */
  nonce: string;
  /** Hashes of Astro's own inline scripts (island loader, client directives), `sha256-…`. */
  scriptHashes: readonly string[];
  /** Hashes of inline `<style>` elements Astro emits (none while `build.inlineStylesheets` is 'never'). */
  styleHashes: readonly string[];
  /** Origins the browser may fetch from besides this one (analytics, error reports, search). */
  connectSources: readonly string[];
  /** Origins a form post may end on besides this one (the OpenID issuer's logout). */
  formActionSources?: readonly string[];
  /** Image origins besides `'self'`, `data:` and any https host (the OpenID issuer's own). */
  imageSources?: readonly string[];
}

/** A fresh per-response nonce: 16 random bytes, base64 (CSP3 `nonce-source`). */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64');
}

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`);

/**
 * The Content-Security-Policy of every HTML answer. Scripts run only with this answer's nonce
 * (ours) or one of Astro's hashes (its inline hydration scripts, which it renders without a nonce
 * attribute; docs/decisions/0020), and whatever those load ('strict-dynamic': island chunks, the
 * consent-gated vendor scripts); no host list and no `'unsafe-inline'`. Style attributes (brand
 * colours, avatars, tiles) need `style-src-attr 'unsafe-inline'`; style elements need Astro's hashes.
 */
export function pageContentSecurityPolicy(input: PagePolicyInput): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'none'"],
    ['script-src', `'nonce-${input.nonce}'`, ...quoted(input.scriptHashes), "'strict-dynamic'"],
    ['style-src', "'self'", ...quoted(input.styleHashes)],
    ['style-src-attr', "'unsafe-inline'"],
    // Avatars may be an OpenID issuer's picture claim, on any https host; data: for inline icons.
    ['img-src', "'self'", 'data:', 'https:', ...(input.imageSources ?? [])],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...input.connectSources],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    // The article PDF viewer frames same-origin PDFs (content-file-response.ts lets only them be framed).
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    // Account forms post here; the OpenID sign-in is a link, and its logout may redirect to the
    // issuer after the form post, which form-action governs too (account-sources.ts).
    ['form-action', "'self'", ...(input.formActionSources ?? [])],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The policy of every answer that is not a page (JSON, text, files): it may load nothing. */
export const NON_PAGE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const HASH_SOURCE = /'(sha(?:256|384|512)-[A-Za-z0-9+/]+=*)'/g;

/**
 * The hash sources of one directive of a policy Astro computed for the page it rendered (Astro's
 * `security.csp` tracks the hashes of its own inline scripts and styles; see astro.config.ts).
 */
export function hashesOf(policy: string | null, directive: 'script-src' | 'style-src'): string[] {
  if (policy === null) return [];
  const found = policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.split(/\s+/)[0] === directive);
  return found === undefined ? [] : [...found.matchAll(HASH_SOURCE)].map((match) => match[1] ?? '');
}

import type { Element, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * What a banner message may contain: simple inline markup and links, nothing else. Everything
 * outside this list is removed (script, style and similar elements with their content; other
 * elements keep their text), as are event handlers, styles, classes and ids, and link URLs with
 * a scheme other than http, https or mailto (so no javascript: or data:).
 */
export const BANNER_SANITIZE_SCHEMA: SanitizeSchema = {
  tagNames: ['a', 'abbr', 'b', 'br', 'code', 'em', 'i', 's', 'small', 'span', 'strong', 'sub', 'sup', 'u'],
  attributes: { a: ['href', 'title'], abbr: ['title'] },
  protocols: { href: ['http', 'https', 'mailto'] },
  strip: ['script', 'style', 'template', 'iframe', 'noscript', 'textarea', 'title', 'xmp', 'svg', 'math'],
  clobber: [],
  clobberPrefix: '',
  required: {},
  ancestors: {},
};

/** A link to another site: absolute (or protocol-relative) with a host that is not the portal's. */
function isExternal(href: string, developerHost: string): boolean {
  if (!/^(https?:)?\/\//i.test(href)) return false;
  try {
    return new URL(href, 'https://placeholder.invalid').host.toLowerCase() !== developerHost.toLowerCase();
  } catch {
    return true;
  }
}

/** Adds rel="noopener noreferrer" to links leaving the portal. */
function markExternalLinks(developerHost: string) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const href = node.properties['href'];
      if (node.tagName === 'a' && typeof href === 'string' && isExternal(href, developerHost))
        node.properties['rel'] = ['noopener', 'noreferrer'];
    });
  };
}

/** Sanitised messages kept: a site has a handful of banners, each asked for on every page. */
const KEPT_MAX = 64;
const kept = new Map<string, string>();

/**
 * Sanitises a banner message (spec §2.11, §5): the result is safe to insert as HTML. Runs on the
 * server for every provider; the browser never sees the unsanitised source. The result depends
 * on the message and the host only, so the last few are kept: sanitising took 0.35 ms, a fifth
 * of a banner-info answer, on every request.
 */
export function sanitizeBannerHtml(html: string, developerHost: string): string {
  const key = `${developerHost}\n${html}`;
  const known = kept.get(key);
  if (known !== undefined) return known;
  const clean = sanitizeNow(html, developerHost);
  if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value ?? '');
  kept.set(key, clean);
  return clean;
}

function sanitizeNow(html: string, developerHost: string): string {
  const processor = unified()
    .use(rehypeRaw)
    .use(rehypeSanitize, BANNER_SANITIZE_SCHEMA)
    .use(() => markExternalLinks(developerHost))
    .use(rehypeStringify);
  const tree: Root = { type: 'root', children: [{ type: 'raw', value: html }] };
  return processor.stringify(processor.runSync(tree)).trim();
}

import { escapeHtml } from './html.ts';

// A start tag with its attributes; quoted values may hold '>' (the serialiser leaves it as is).
const START_TAG = /<[a-zA-Z][^\s/>]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/g;
const ID_ATTRIBUTE = /(\s(id|for|data-anchor|aria-describedby|aria-labelledby|href)=")([^"]*)"/g;

/**
 * Renames element ids in rendered HTML, with every reference to them (same-page `href="#id"`,
 * `for`, `aria-*` id lists and anchor buttons). Only attributes inside start tags change, so
 * text that looks like an attribute stays as written. `renames` maps old id to new id.
 */
export function renameIds(html: string, renames: ReadonlyMap<string, string>): string {
  if (renames.size === 0) return html;
  // Ids are compared as written: the renderer's ids are slugs, which need no escaping.
  const escaped = new Map([...renames].map(([from, to]) => [from, escapeHtml(to)]));
  return html.replace(START_TAG, (tag) =>
    tag.replace(ID_ATTRIBUTE, (whole, prefix: string, name: string, value: string) => {
      if (name === 'href') {
        if (!value.startsWith('#')) return whole;
        const renamed = escaped.get(value.slice(1));
        return renamed === undefined ? whole : `${prefix}#${renamed}"`;
      }
      const renamed = value
        .split(' ')
        .map((token) => escaped.get(token) ?? token)
        .join(' ');
      return `${prefix}${renamed}"`;
    }),
  );
}

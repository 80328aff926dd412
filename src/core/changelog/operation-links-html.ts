import { escapeHtml } from '../html/escape-html.ts';

/** An operation a changelog entry names, resolved to its place in a REST reference. */
export interface EntryOperationLink {
  /** Group page route + `#` + operation anchor. */
  url: string;
  method: string;
  path: string;
  /** The operation's label (its summary). */
  label: string;
  /** `v3`, when the reference is versioned. */
  version?: string | undefined;
}

/**
 * The list of operations an entry names, appended to its body (decision 0031 §6), so the
 * package page, the universal changelog and the feeds all carry the links. `heading` is the
 * catalogue's `changelog.operations` (a message mark in a marked build).
 */
export function operationLinksHtml(links: readonly EntryOperationLink[], heading: string): string {
  if (links.length === 0) return '';
  const items = links.map((link) => {
    const version = link.version === undefined ? '' : ` (${escapeHtml(link.version)})`;
    return (
      `<li><a href="${escapeHtml(link.url)}"><code>${escapeHtml(link.method.toUpperCase())} ${escapeHtml(link.path)}</code></a>` +
      ` ${escapeHtml(link.label)}${version}</li>`
    );
  });
  return `<p class="changelog-operations-heading">${heading}</p><ul class="changelog-operations">${items.join('')}</ul>`;
}

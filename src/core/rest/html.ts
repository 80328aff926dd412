import type { Root } from 'hast';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { linkIcon } from '../markdown/icons.ts';
import { fillMessage, MARKUP, type RenderMessages } from '../markdown/index.ts';
import { escapeHtml } from '../html/escape-html.ts';

export { escapeHtml };

// The same icon the markdown renderer draws, serialised once.
const LINK_ICON = unified()
  .use(rehypeStringify)
  .stringify({ type: 'root', children: [linkIcon(false)] } satisfies Root);

/** Id of the link icon's `<symbol>` on a group page. */
export const LINK_ICON_SYMBOL_ID = 'rest-icon-link';

/**
 * The link icon once, as a hidden sprite, for {@link anchorButton}'s `sprite` option: a group
 * page has hundreds of headings, and the inline icon is 330 bytes each (decision 0030 Decision 6).
 */
export const LINK_ICON_SPRITE = LINK_ICON.replace(
  /^<svg class="anchor-icon" width="16" height="16" viewBox="0 0 16 16"/,
  `<svg hidden aria-hidden="true"><symbol id="${LINK_ICON_SYMBOL_ID}" viewBox="0 0 16 16"`,
)
  .replace(/ aria-hidden="true" focusable="false">/, '>')
  .replace(/<\/svg>$/, '</symbol></svg>');

const LINK_ICON_USE = `<svg class="anchor-icon" width="16" height="16" aria-hidden="true" focusable="false"><use href="#${LINK_ICON_SYMBOL_ID}"></use></svg>`;

/**
 * The copy-link button the markdown renderer puts in headings h1–h3, so the article island
 * handles generated headings like authored ones. With `sprite`, the icon refers to
 * {@link LINK_ICON_SPRITE}, which the page must contain.
 */
export function anchorButton(
  id: string,
  headingText: string,
  messages: RenderMessages,
  sprite = false,
): string {
  const label = fillMessage(messages['article.copyLinkLabel'], { heading: headingText });
  return (
    `<button type="button" class="${MARKUP.headingAnchorClass}" data-anchor="${escapeHtml(id)}"` +
    ` aria-label="${escapeHtml(label)}" data-tooltip="${escapeHtml(messages['article.copyLink'])}">` +
    `${sprite ? LINK_ICON_USE : LINK_ICON}</button>`
  );
}

/** A table with a header row; every cell is HTML already. */
export function table(
  className: string,
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const head = headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
  return `<table class="${className}">\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

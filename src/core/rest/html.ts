import { fillMessage, MARKUP, type RenderMessages } from '../markdown/index.ts';
import { escapeHtml } from '../html/escape-html.ts';

export { escapeHtml };

/**
 * The copy-link button the markdown renderer puts in headings h1–h3, so the article island
 * handles generated headings like authored ones. The article stylesheet draws its link icon.
 */
export function anchorButton(id: string, headingText: string, messages: RenderMessages): string {
  const label = fillMessage(messages['article.copyLinkLabel'], { heading: headingText });
  return (
    `<button type="button" class="${MARKUP.headingAnchorClass}" data-anchor="${escapeHtml(id)}"` +
    ` aria-label="${escapeHtml(label)}" data-tooltip="${escapeHtml(messages['article.copyLink'])}"></button>`
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

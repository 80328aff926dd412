import type { Element } from 'hast';
import { el } from './hast-build.ts';
import { MARKUP } from './markup.ts';
import { staticHtml } from './static-html.ts';

function strokeIcon(className: string, size: number, path: string): Element {
  return el(
    'svg',
    {
      className: [className],
      width: size,
      height: size,
      viewBox: '0 0 16 16',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: '1.5',
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      ariaHidden: 'true',
      focusable: 'false',
    },
    [el('path', { d: path })],
  );
}

/** Arrow-out-of-box icon after external links. */
export function followIcon(): Element {
  return strokeIcon(MARKUP.followIconClass, 12, 'M9.5 2.5h4v4M13.5 2.5L7.5 8.5M11.5 9.5v4h-9v-9h4');
}

/**
 * The HTML of {@link followIcon}, for raw nodes (see staticHtml). The heading anchor's link icon
 * is drawn by the article stylesheet (prose.css, link-icon.svg).
 */
export const ICON_HTML = {
  follow: staticHtml(followIcon()),
} as const;

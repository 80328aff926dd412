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

/** Chain-link icon of the heading anchor button; 12px for headings below h3 (spec §5). */
export function linkIcon(small: boolean): Element {
  return strokeIcon(
    'anchor-icon',
    small ? 12 : 16,
    'M6.5 9.5l3-3M7 4.5l1-1a2.8 2.8 0 014 4l-1 1M9 11.5l-1 1a2.8 2.8 0 01-4-4l1-1',
  );
}

/** Arrow-out-of-box icon after external links. */
export function followIcon(): Element {
  return strokeIcon(MARKUP.followIconClass, 12, 'M9.5 2.5h4v4M13.5 2.5L7.5 8.5M11.5 9.5v4h-9v-9h4');
}

/** The HTML of {@link linkIcon} and {@link followIcon}, for raw nodes (see staticHtml). */
export const ICON_HTML = {
  link: staticHtml(linkIcon(false)),
  smallLink: staticHtml(linkIcon(true)),
  follow: staticHtml(followIcon()),
} as const;

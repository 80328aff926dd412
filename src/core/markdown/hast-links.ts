import type { Element, Root } from 'hast';
import { isWebUrl } from '../links/classify-link.ts';
import type { PageLink } from '../links/check-links.ts';
import { resolveLink, type LinkContext } from '../links/resolve-link.ts';
import { classList, el, raw, text } from './hast-build.ts';
import { walkElements } from './hast-walk.ts';
import { ICON_HTML } from './icons.ts';
import { MARKUP } from './markup.ts';
import type { RenderMessages } from './render-messages.ts';
import { escapeText } from './static-html.ts';

/**
 * Rewrites links (spec §2.1): internal ones to site paths, in the same tab; external web links
 * open a new tab without opener or referrer and get a follow icon plus visually hidden text.
 * Returns the internal links to check, with their source positions.
 */
export function transformLinks(tree: Root, ctx: LinkContext, messages: RenderMessages): PageLink[] {
  const links: PageLink[] = [];
  walkElements(tree, (element, ancestors) => {
    const href = element.properties['href'];
    if (element.tagName !== 'a' || typeof href !== 'string') return;
    const resolved = resolveLink(href, ctx);
    element.properties['href'] = resolved.href;
    if (resolved.kind === 'external') {
      if (isWebUrl(resolved.href)) markExternal(element, messages);
      return;
    }
    if (resolved.check === undefined) return;
    const start =
      element.position?.start ?? ancestors.findLast((ancestor) => ancestor.position)?.position?.start;
    links.push({ href: resolved.check, line: start?.line ?? 1, column: start?.column ?? 1, raw: href });
  });
  return links;
}

function markExternal(link: Element, messages: RenderMessages): void {
  link.properties['target'] = '_blank';
  link.properties['rel'] = ['noopener', 'noreferrer'];
  link.properties['className'] = [...classList(link), MARKUP.externalLinkClass];
  link.children.push(raw(ICON_HTML.follow), raw(newTabNoteHtml(messages)));
}

/**
 * The visually hidden "(opens in a new tab)" after external links, as HTML: what serialising
 * {@link newTabNote} gives (tested). The search text leaves it out either way.
 */
export function newTabNoteHtml(messages: RenderMessages): string {
  return `<span class="${MARKUP.visuallyHiddenClass}">${escapeText(` ${messages['article.opensInNewTab']}`)}</span>`;
}

/** The hast element {@link newTabNoteHtml} stands for. */
export function newTabNote(messages: RenderMessages): Element {
  return el('span', { className: [MARKUP.visuallyHiddenClass] }, [
    text(` ${messages['article.opensInNewTab']}`),
  ]);
}

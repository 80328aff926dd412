import type { Element } from 'hast';
import GithubSlugger, { slug as githubSlug } from 'github-slugger';
import { el } from './hast-build.ts';
import { slugify, type IdRegistry } from './heading-ids.ts';
import { MARKUP } from './markup.ts';

/** A heading of the page as the alias step needs it. */
export interface AliasedHeading {
  element: Element;
  /** Its id on the page. */
  id: string;
  /** Its plain text. */
  text: string;
  /** Whether the author gave the id (`{#custom-id}` or HTML), rather than the text giving it. */
  own: boolean;
}

/**
 * The other ids a heading answers to (decision 0036), in page order: the GitHub/Docusaurus id
 * (github-slugger, whose `-1` numbering runs over the headings without an id of their own, as in
 * Docusaurus), and, for a heading with its own id, the spec §2.11 id and the GitHub id of its
 * text. An alias that
 * equals the id, or that anything else on the page already uses, is left out: the page's own
 * ids always win, and no id is ever used twice.
 */
export function headingAliases(headings: readonly AliasedHeading[], ids: IdRegistry): string[][] {
  const slugger = new GithubSlugger();
  return headings.map((heading) => {
    const candidates = heading.own
      ? [slugify(heading.text), githubSlug(heading.text)]
      : [slugger.slug(heading.text)];
    const aliases: string[] = [];
    for (const candidate of candidates) {
      if (candidate === '' || candidate === heading.id || ids.has(candidate)) continue;
      ids.reserve(candidate);
      aliases.push(candidate);
    }
    return aliases;
  });
}

/**
 * Gives each heading its aliases as empty elements at its start: a link to `#alias` scrolls to
 * the heading with no script (article.css gives them the headings' scroll margin), and the link
 * check finds the alias among the page's anchors.
 */
export function addHeadingAliases(headings: readonly AliasedHeading[], ids: IdRegistry): void {
  headingAliases(headings, ids).forEach((aliases, index) => {
    if (aliases.length === 0) return;
    const { element } = headings[index]!;
    element.children.unshift(
      ...aliases.map((id) => el('span', { id, className: [MARKUP.headingAliasClass] })),
    );
  });
}

import { normalizeRoute, splitHref } from '../../links/site-path.ts';

/**
 * The reason a link to a page that exists only as a draft gives: a published page must not link
 * to a page a production build leaves out. Other reasons are kept.
 */
export function draftLinkReason(href: string, reason: string, drafts: ReadonlyMap<string, string>): string {
  if (reason !== 'no such page' || drafts.size === 0) return reason;
  const route = normalizeRoute(splitHref(href).path);
  for (const [file, draftRoute] of drafts) {
    if (normalizeRoute(draftRoute) === route)
      return `${file} is a draft (draft: true), which a production build does not publish`;
  }
  return reason;
}

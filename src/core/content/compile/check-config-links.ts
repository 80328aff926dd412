import { classifyLink, normalizeAnchor, normalizeRoute, type RouteLookup } from '../../links/index.ts';
import type { ContentProblem } from '../validation-error.ts';

/** An href found in a content file, with the field path that holds it. */
export interface ConfigHref {
  field: string;
  href: string;
}

/** Collects every `href` value below `value`, with field paths like `resourcesV2.primary[0].href`. */
export function collectHrefs(value: unknown, path = ''): ConfigHref[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => collectHrefs(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const field = path ? `${path}.${key}` : key;
    if (key === 'href' && typeof child === 'string') return [{ field, href: child }];
    return collectHrefs(child, field);
  });
}

/**
 * Why an href of a content file is broken ('no such page', "no heading '#x' on /a/"), or
 * undefined when it reaches a page (and its #anchor a heading there) or is not internal.
 */
export function brokenHrefReason(
  href: string,
  lookup: RouteLookup,
  developerHost: string,
): string | undefined {
  if (classifyLink(href, { developerHost }) !== 'internal') return undefined;
  const local = href.replace(new RegExp(`^https?://${developerHost.replace(/[.]/g, '\\.')}`, 'i'), '');
  if (!local.startsWith('/')) return undefined;
  const [path = '', hash = ''] = local.split('#');
  const route = normalizeRoute(path.split('?')[0] ?? '');
  if (!lookup.has(route)) return 'no such page';
  if (hash !== '' && !lookup.hasAnchor(route, normalizeAnchor(hash)))
    return `no heading '#${hash}' on ${route}`;
  return undefined;
}

/**
 * Checks the internal links of content files (landings, global links): every one must reach a
 * page, and its #anchor a heading on that page. Problems name the file and the field.
 */
export function checkConfigLinks(
  files: readonly { file: string; value: unknown }[],
  lookup: RouteLookup,
  developerHost: string,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { file, value } of files) {
    for (const { field, href } of collectHrefs(value)) {
      const reason = brokenHrefReason(href, lookup, developerHost);
      if (reason !== undefined) problems.push({ file, field, message: `broken link '${href}' (${reason})` });
    }
  }
  return problems;
}

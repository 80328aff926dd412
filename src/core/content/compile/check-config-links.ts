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
      if (classifyLink(href, { developerHost }) !== 'internal') continue;
      const local = href.replace(new RegExp(`^https?://${developerHost.replace(/[.]/g, '\\.')}`, 'i'), '');
      if (!local.startsWith('/')) continue;
      const [path = '', hash = ''] = local.split('#');
      const route = normalizeRoute(path.split('?')[0] ?? '');
      if (!lookup.has(route)) {
        problems.push({ file, field, message: `broken link '${href}' (no such page)` });
      } else if (hash !== '' && !lookup.hasAnchor(route, normalizeAnchor(hash))) {
        problems.push({ file, field, message: `broken link '${href}' (no heading '#${hash}' on ${route})` });
      }
    }
  }
  return problems;
}

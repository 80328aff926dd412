import { SEARCH_INDEX_FILE, type BuiltPage, type SiteManifest } from '../../../schemas/built.ts';
import type { SearchRecord } from '../../../schemas/search.ts';
import { join } from 'node:path';
import { buildSearchIndex } from '../../search/build-index.ts';
import type { IndexTerms } from '../../search/index-terms.ts';
import { writeSearchIndexFile } from '../../search/index-file.node.ts';
import { pageToRecords, recordText, type IndexablePage } from '../../search/page-records.ts';
import { searchLanguagesOf } from '../i18n/search-languages.ts';
import type { RenderJob, RenderOutcome } from './render-job.ts';
import { toIndexablePages, type SearchablePage } from './search-pages.ts';

/**
 * Writes the search index of the build: one record per heading section of every page
 * that is not hidden, markdown and REST reference alike. Returns the record count.
 */
export async function writeSearchIndex(
  dir: string,
  manifest: SiteManifest,
  outcomes: RenderOutcome[],
  metaByRoute: ReadonlyMap<string, RenderJob['meta']>,
  generatedPages: readonly BuiltPage[],
  indexTerms: IndexTerms,
  log: (line: string) => void,
  /** The blog's listed posts (decision 0045). */
  blogPages: readonly IndexablePage[] = [],
): Promise<number> {
  const versionOf = new Map(manifest.routes.map((entry) => [entry.route, entry.version]));
  const pages: SearchablePage[] = outcomes.map((o) => {
    const meta = metaByRoute.get(o.route)!;
    const version = versionOf.get(o.route);
    const sections = o.sections ?? [];
    // From here on the pages below hold the sections, and give them up one by one (see below).
    delete o.sections;
    return {
      route: o.route,
      kind: 'markdown',
      title: o.title ?? o.route,
      packageName: meta.packageName,
      privilege: meta.privilege,
      hidden: meta.hidden,
      sections,
      ...(version !== undefined && { version }),
    };
  });
  pages.push(...generatedPages);
  const indexable: (IndexablePage | undefined)[] = toIndexablePages(
    manifest.packages,
    pages,
    searchLanguagesOf(manifest.site, manifest.routes),
  );
  // The blog ranks after every product on ties.
  for (const page of blogPages) indexable.push({ ...page, groupRank: manifest.packages.length });
  pages.length = 0;
  // Records hold whitespace-collapsed copies of the section text: each page's own text is let go
  // as soon as its records exist, so the site's text is in memory once, not twice.
  const records: SearchRecord[] = [];
  for (let i = 0; i < indexable.length; i++) {
    records.push(...pageToRecords(indexable[i]!));
    indexable[i] = undefined;
  }
  const bytes = await writeSearchIndexFile(
    join(dir, SEARCH_INDEX_FILE),
    buildSearchIndex(records, indexTerms),
  );
  log(`  indexed ${records.length} search records (${(bytes / 1e6).toFixed(1)} MB)`);
  return records.length;
}

/**
 * Tokenises the section texts of rendered pages for the search index while the workers render
 * the rest: the main thread is otherwise idle then, and the index is built faster afterwards. A
 * section keeps its text in the form its record will have (idempotent, so records come out the
 * same), which also lets the index find the prepared terms by that text.
 */
export function prepareSearchTexts(outcomes: readonly RenderOutcome[], terms: IndexTerms): void {
  for (const outcome of outcomes) {
    for (const section of outcome.sections ?? []) {
      section.text = recordText(section.text);
      if (section.text !== '') terms.prepare(section.text);
    }
  }
}

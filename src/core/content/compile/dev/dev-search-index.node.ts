import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { SEARCH_INDEX_FILE, type BuiltPage, type SiteManifest } from '../../../../schemas/built.ts';
import { buildSearchIndex } from '../../../search/build-index.ts';
import { writeSearchIndexFile } from '../../../search/index-file.node.ts';
import { pageToRecords } from '../../../search/page-records.ts';
import type { PageMeta, RenderOutcome } from '../render-job.ts';
import { toIndexablePages, type SearchablePage } from '../search-pages.ts';

/**
 * Writes the search index of a build again from the dev loop's kept outcomes, the way the full
 * build makes it (one record per heading section of every visible page), into a file beside it
 * that is then renamed over the old one: the search service re-reads it when its time changes.
 */
export async function rewriteSearchIndex(
  outDir: string,
  manifest: SiteManifest,
  outcomes: readonly RenderOutcome[],
  metaByRoute: ReadonlyMap<string, PageMeta>,
  generatedPages: readonly BuiltPage[],
): Promise<number> {
  const pages: SearchablePage[] = outcomes.map((outcome) => {
    const meta = metaByRoute.get(outcome.route);
    return {
      route: outcome.route,
      kind: 'markdown',
      title: outcome.title ?? outcome.route,
      packageName: meta?.packageName ?? '',
      privilege: meta?.privilege ?? 'NONE',
      hidden: meta?.hidden ?? true,
      sections: outcome.sections ?? [],
    };
  });
  pages.push(...generatedPages);
  const records = toIndexablePages(manifest.packages, pages).flatMap((page) => pageToRecords(page));
  const target = join(outDir, SEARCH_INDEX_FILE);
  const temporary = `${target}.dev-${process.pid}`;
  await writeSearchIndexFile(temporary, buildSearchIndex(records));
  await rename(temporary, target);
  return records.length;
}

import { FrontMatterSchema } from '../schemas/front-matter.ts';
import type { ImportNote } from './import-report.ts';

/** Front matter keys the portal reads (src/schemas/front-matter.ts), kept as written. */
const UNDERSTOOD = new Set([
  'title',
  'description',
  'slug',
  'id',
  'sidebar_position',
  'sidebar_label',
  'unlisted',
  'sidebar',
  'hidden',
  'date',
  'category',
  'access',
]);

/** Why a key has no counterpart, for the report. */
const REASONS: Record<string, string> = {
  hide_title: 'the portal always shows the page title',
  hide_table_of_contents: 'the portal always shows the contents list',
  toc_min_heading_level: 'the contents list has fixed levels',
  toc_max_heading_level: 'the contents list has fixed levels',
  tableOfContents: 'the contents list has fixed levels',
  keywords: 'search ranks by the text',
  tags: 'docs pages have no tags',
  template: 'every page has the article layout',
  hero: 'every page has the article layout',
  head: 'pages cannot add head elements',
  lastUpdated: 'no last-updated date is shown',
  last_update: 'no last-updated date is shown',
  editUrl: 'edit links come from site.yaml editBaseUrl',
  custom_edit_url: 'edit links come from site.yaml editBaseUrl',
  prev: 'previous/next links follow the navigation',
  next: 'previous/next links follow the navigation',
  pagination_label: 'previous/next links follow the navigation',
  pagination_next: 'previous/next links follow the navigation',
  pagination_prev: 'previous/next links follow the navigation',
  banner: 'banners are site-wide (banners.yaml)',
  image: 'social images are site-wide',
};

/** Line of a top-level key in the source file (the front matter starts on line 2). */
function keyLine(yaml: string, key: string): number | undefined {
  const index = yaml
    .split('\n')
    .findIndex(
      (line) => line.startsWith(`${key}:`) || line.startsWith(`'${key}':`) || line.startsWith(`"${key}":`),
    );
  return index < 0 ? undefined : index + 2;
}

/**
 * The front matter an imported page keeps: the keys the portal understands, valid for its schema;
 * Starlight `pagefind: false` becomes `hidden: true` (out of search). Every other key is left out
 * and noted with its line, so an author sees what the portal does not do.
 */
export function mapFrontMatter(
  data: Readonly<Record<string, unknown>>,
  yaml: string,
  file: string,
  notes: ImportNote[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const line = keyLine(yaml, key);
    if (UNDERSTOOD.has(key)) {
      const single = FrontMatterSchema.safeParse({ [key]: value });
      if (single.success) out[key] = value;
      else
        notes.push({
          outcome: 'lost',
          file,
          line,
          topic: 'front matter',
          message: `${key}: the value does not fit the portal's ${key} (${single.error.issues[0]?.message ?? 'invalid'})`,
        });
      continue;
    }
    if (key === 'pagefind' && value === false) {
      out['hidden'] = true;
      notes.push({
        outcome: 'converted',
        file,
        line,
        topic: 'front matter',
        message: 'pagefind: false → hidden: true (left out of search and the sitemap)',
      });
      continue;
    }
    if (key === 'draft') continue; // drafts are not imported; noted where they are skipped
    notes.push({
      outcome: 'lost',
      file,
      line,
      topic: 'front matter',
      message: `${key}: not carried over${REASONS[key] === undefined ? '' : ` (${REASONS[key]})`}`,
    });
  }
  return out;
}

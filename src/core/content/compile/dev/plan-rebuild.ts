import { parse } from 'yaml';
import { firstHeading } from '../../navigation/nav-source.ts';
import { splitFrontMatter } from '../../yaml-file.ts';

/** One file of the content root that changed: its text before and after (undefined: absent). */
export interface SourceChange {
  /** Content-root-relative path. */
  file: string;
  before: string | undefined;
  after: string | undefined;
}

/** What a set of changes needs rebuilt. */
export type RebuildPlan =
  | { kind: 'none' }
  /** Everything: the change reaches beyond single pages (site files, new pages, routes, access). */
  | { kind: 'full'; reason: string }
  /**
   * These pages re-rendered, every link checked again, the manifest and search index rewritten.
   * `reload`: a page's label changed (title, sidebar label, first heading), so the content is
   * loaded again for the navigation and titles.
   */
  | { kind: 'pages'; render: string[]; reload: boolean };

/**
 * Front-matter keys that only label a page. Any other key may move the page (slug, id), change
 * who may read it (access) or whether it is listed (hidden): a full build then.
 */
const LABEL_KEYS = new Set(['title', 'description', 'sidebar_label', 'sidebar_position', 'sidebar']);

/**
 * Decides what to rebuild for changed files. `isPage(file)` tells whether a file is a page of the
 * current build; a file that is not (site files, partials, navigation, assets, changelogs) or a
 * page that appears or goes changes more than one page, and falls back to a full build.
 */
export function planRebuild(
  changes: readonly SourceChange[],
  isPage: (file: string) => boolean,
): RebuildPlan {
  const render: string[] = [];
  let reload = false;
  for (const change of changes) {
    if (change.before === change.after) continue;
    if (!isPage(change.file)) return { kind: 'full', reason: `${change.file} is not a page of the build` };
    if (change.after === undefined) return { kind: 'full', reason: `${change.file} was removed` };
    if (change.before === undefined) return { kind: 'full', reason: `${change.file} is new` };
    const before = pageLabels(change.before);
    const after = pageLabels(change.after);
    if (before.rest !== after.rest)
      return { kind: 'full', reason: `${change.file}: front matter beyond its labels changed` };
    if (before.labels !== after.labels) reload = true;
    render.push(change.file);
  }
  return render.length === 0 ? { kind: 'none' } : { kind: 'pages', render, reload };
}

/**
 * A page's front matter split into its labels and everything else, each as a canonical string,
 * with the first heading among the labels when no title names the page. Front matter that does
 * not parse counts as changed labels: the content load that follows reports it.
 */
function pageLabels(source: string): { labels: string; rest: string } {
  const { yaml, body } = splitFrontMatter(source);
  let data: unknown;
  try {
    data = yaml === undefined ? {} : (parse(yaml) ?? {});
  } catch {
    return { labels: `unparsed:${yaml ?? ''}`, rest: '' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { labels: `invalid:${yaml ?? ''}`, rest: '' };
  const labels: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) (LABEL_KEYS.has(key) ? labels : rest)[key] = value;
  const heading = labels['title'] === undefined ? firstHeading(body) : undefined;
  return { labels: canonical({ labels, heading }), rest: canonical(rest) };
}

/** JSON with object keys sorted, so key order in the YAML does not count as a change. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

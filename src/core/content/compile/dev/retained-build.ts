import type { BuiltPage } from '../../../../schemas/built.ts';
import type { LinkCheckPage } from '../../../links/index.ts';
import type { LoadedContent } from '../../loaded-content.ts';
import type { RenderOutcome, RenderSetup } from '../render-job.ts';

/**
 * What a full build hands the dev loop before it lets go of it (BuildOptions.retain): enough to
 * re-render single pages and check every link again without rendering the rest. The objects are
 * the build's own; the receiver copies what it keeps, since the build frees parts of them next.
 */
export interface RetainedBuild {
  content: LoadedContent;
  /** Every markdown page's outcome, with links, anchors, sections and warnings. */
  outcomes: readonly RenderOutcome[];
  /** The renderers' setup; its pagesDir is the staging folder, gone once the build is swapped in. */
  setup: RenderSetup;
  /** Anchors of generated pages (REST references, changelogs), by route. */
  extraAnchors: ReadonlyMap<string, ReadonlySet<string>>;
  /** Links of generated pages the page check covers (changelog entries). */
  extraLinks: readonly LinkCheckPage[];
  /** Generated pages, for the search index. */
  generatedPages: readonly BuiltPage[];
  /** Base paths of REST references: a navigation link to one stands for the reference. */
  restBases: ReadonlySet<string | undefined>;
}

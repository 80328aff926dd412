import type { ContentProblem } from './validation-error.ts';
import type { BannerEntry } from '../../schemas/banner.ts';
import type { GlobalLinks } from '../../schemas/global-links.ts';
import type { FrontMatter } from '../../schemas/front-matter.ts';
import type { HomePage, LandingPage } from '../../schemas/landing.ts';
import type { Navigation } from '../../schemas/navigation.ts';
import type { ChangelogEntryFrontMatter } from '../../schemas/changelog.ts';
import type { Privilege } from '../../schemas/common.ts';
import type {
  ChangelogSource,
  ConnectScopes,
  ContentSet,
  DocsVersion,
  PackageFile,
} from '../../schemas/package.ts';
import type { ConnectScopesFile } from '../../schemas/connect-scopes.ts';
import type { Redirect } from '../../schemas/redirects.ts';
import type { SiteConfig } from '../../schemas/site.ts';

/** A markdown page found in a package, before rendering. */
export interface SourcePage {
  /** Path relative to the content root, e.g. packages/forge/content/index.md. */
  file: string;
  packageName: string;
  route: string;
  /** Validated front matter. The source itself is not kept: renderers read the file. */
  frontMatter: FrontMatter;
  /**
   * The first level-1 heading, read only when the front matter names no title or sidebar label:
   * a generated navigation's label for the page.
   */
  heading?: string | undefined;
  /** The older version the page belongs to (decision 0043); absent for the latest. */
  version?: string | undefined;
  /**
   * What names "the same page" across a package's versions: the path inside the content folder
   * without extension, or the Docusaurus id. Set only in packages that have older versions.
   */
  pageKey?: string | undefined;
  /** The content locale of a translation (decision 0042); absent for the default language. */
  lang?: string | undefined;
}

/** An older version of a package's docs (decision 0043), validated. */
export interface LoadedVersion {
  version: DocsVersion;
  /** `<publishPath><path>/`: where the version's pages publish. */
  publishPath: string;
  /** Its navigation file, else the navigation generated from its content folder. */
  navigation: Navigation | null;
  /** The navigation file, or the content folder it was generated from (content-root-relative). */
  navigationSource: string;
  redirects: Redirect[];
  pages: SourcePage[];
}

/** A changelog entry file, validated; its body is read again when it is rendered. */
export interface SourceChangelogEntry {
  /** Path relative to the content root. */
  file: string;
  /** Site-wide unique id (src/core/changelog/entry-id.ts). */
  id: string;
  frontMatter: ChangelogEntryFrontMatter;
}

/** A package's changelog: its docs.changelog block, narrative and entries (decision 0031). */
export interface LoadedChangelog {
  source: ChangelogSource;
  /** The narrative snippet, relative to the content root. */
  narrativeFile: string;
  /** From the narrative's front matter `access`: who may read the package changelog and its entries. */
  privilege: Privilege;
  entries: SourceChangelogEntry[];
}

/** A package folder, validated. */
export interface LoadedPackage {
  /** Folder relative to the content root, e.g. packages/forge. */
  dir: string;
  file: PackageFile;
  contentSet: ContentSet;
  /** navigation.yaml, else the navigation generated from the content folder (decision 0037). */
  navigation: Navigation | null;
  /** Whether `navigation` was generated from folders rather than written in navigation.yaml. */
  navigationGenerated?: boolean;
  /** The navigation as each content locale's pages show it: translated labels, localized links. */
  localeNavigation?: Record<string, Navigation> | undefined;
  redirects: Redirect[];
  pages: SourcePage[];
  /** Present when the docs definition has a `changelog` block. */
  changelog?: LoadedChangelog | undefined;
  /** Older versions, newest first (decision 0043); absent or empty when there are none. */
  versions?: LoadedVersion[] | undefined;
}

/** The landing files of a content root, each present only when the root has it. */
export interface LoadedLandings {
  home?: HomePage;
  cloud?: LandingPage;
  server?: LandingPage;
}

/** Everything a content root holds, validated and cross-checked. */
export interface LoadedContent {
  root: string;
  site: SiteConfig;
  globalLinks: GlobalLinks;
  /** Announcement banner entries (banners.yaml), in file order. */
  banners: BannerEntry[];
  /** `connect-scopes/<product>.yaml` files by product. */
  connectScopes: Partial<Record<ConnectScopes, ConnectScopesFile>>;
  /** The landings the root has; each is optional (src/core/content/load-landings.ts). */
  landings: LoadedLandings;
  packages: LoadedPackage[];
  /** Pages by route. */
  routes: Map<string, SourcePage>;
  /** Content-root-relative markdown file path -> route, for resolving relative .md links. */
  fileRoutes: Map<string, string>;
  /** What the build changed and reports without failing (noncharacters it removed). */
  warnings: ContentProblem[];
  /** Pages with `draft: true` left out of this build (none when drafts are built): route by file. */
  drafts: Map<string, string>;
}

import type { DocusaurusSidebar } from '../schemas/docusaurus-sidebar.ts';
import type { NavItem } from '../schemas/navigation.ts';
import type { Redirect } from '../schemas/redirects.ts';
import type { ImportNote } from './import-report.ts';
import type { SourceLogo } from './site-logo.ts';

/**
 * A folder of pages of the imported site and where it goes: the latest docs, one translation or
 * one older version. Its pages are published by the source site under `urlPrefix`.
 */
export interface SourceTree {
  /** Absolute folder of the pages. */
  dir: string;
  /** The folder for the notes, relative to the site folder. */
  label: string;
  /** Where its pages go, relative to the package folder: `content`, `i18n/fr`, `versions/2.0`. */
  outDir: string;
  /** The source site's URL prefix of its pages, `/` or `/fr/` or `/docs/2.0/`, ending in `/`. */
  urlPrefix: string;
  /** Which files of the folder are pages of the site (Docusaurus `include`); all when absent. */
  include?: (pathInTree: string) => boolean;
}

/** An older version of the docs (Docusaurus `versions.json`, `versioned_docs/`). */
export interface SourceVersion {
  name: string;
  /** Its tree's `outDir`. */
  contentDir: string;
  /** Path segment after the publish path (`2.0`). */
  path: string;
  sidebar?: DocusaurusSidebar | undefined;
  sidebarFile?: string | undefined;
}

/** A Starlight sidebar entry converted ahead of knowing the pages. */
export type StarlightSidebarEntry =
  | { kind: 'page'; slug: string; label?: string | undefined; badge?: string | undefined }
  | { kind: 'link'; href: string; label: string }
  | { kind: 'group'; label: string; collapsed?: boolean | undefined; items: StarlightSidebarEntry[] }
  | { kind: 'autogenerate'; directory: string; collapsed?: boolean | undefined };

/** One docs package of the imported site. */
export interface SourcePackage {
  /** Package name (lower-case letters, digits, hyphens). */
  name: string;
  title: string;
  routing: 'portico' | 'docusaurus';
  markdownAsMdx: boolean;
  trees: SourceTree[];
  versions: SourceVersion[];
  /** Docusaurus sidebar of the latest docs, read from sidebars.js. */
  sidebar?: DocusaurusSidebar | undefined;
  sidebarFile?: string | undefined;
  /** Starlight `sidebar` of astro.config.mjs. */
  starlightSidebar?: StarlightSidebarEntry[] | undefined;
  /** The source site's URL prefix of the latest docs (Docusaurus routeBasePath), ending in `/`. */
  routeBase: string;
  /** Redirects in the source site's paths (`_redirects`, client-redirects plugin), before mapping. */
  redirectSources: { file: string; text?: string; pairs?: { from: string; to: string; line?: number }[] }[];
}

/** What an importer reads of a site before converting its pages. */
export interface SourceSite {
  kind: 'docusaurus' | 'starlight';
  /** Absolute site folder as given on the command line. */
  root: string;
  title: string;
  tagline?: string | undefined;
  /** The site's public URL (its host names the vendor). */
  url?: string | undefined;
  /** Content language tags besides the default (BCP 47). */
  contentLocales: string[];
  defaultLocale: string;
  packages: SourcePackage[];
  /** Folders whose files the site serves at `/` (Docusaurus `static/`, Astro `public/`). */
  staticDirs: string[];
  /** The logo files the configuration names. */
  logo?: SourceLogo | undefined;
  /** The configuration file, relative to the site folder, for the notes. */
  configFile: string;
  /** What reading the configuration could not carry over. */
  notes: ImportNote[];
}

export type { NavItem, Redirect };

import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, posix, resolve } from 'node:path';
import { stringify } from 'yaml';
import { docusaurusRoute } from '../core/content/docusaurus-route.ts';
import { loadCategoryFiles } from '../core/content/navigation/load-category-files.node.ts';
import { firstHeading, type NavSourcePage } from '../core/content/navigation/nav-source.ts';
import { pageRoute } from '../core/content/page-route.ts';
import { walkFiles } from '../core/content/read-files.node.ts';
import type { ContentProblem } from '../core/content/validation-error.ts';
import { FrontMatterSchema } from '../schemas/front-matter.ts';
import type { KnownBrokenLink } from '../schemas/known-broken-links.ts';
import type { DocsVersion, PackageFile } from '../schemas/package.ts';
import type { Redirect } from '../schemas/redirects.ts';
import { unknownComponents } from './components-used.ts';
import { convertPage } from './convert-page.ts';
import { readDocusaurusSite } from './docusaurus-site.node.ts';
import type { ImportNote } from './import-report.ts';
import { importNavigation, starlightToSidebar } from './import-navigation.ts';
import { convertNetlifyRedirects } from './netlify-redirects.ts';
import { reportJson, reportMarkdown, type ReportHead } from './report-files.ts';
import { pageAnchors, type LinkWorld } from './resolve-source-link.ts';
import { importLogo } from './site-logo.ts';
import { globalLinksYaml, landingYamls, siteYaml, type PackagePlace } from './site-files.ts';
import type { SourcePackage, SourceSite, SourceTree } from './site-model.ts';
import { readSourcePages, type SourcePage } from './source-pages.node.ts';
import { readStarlightSite } from './starlight-site.node.ts';
import { writeOutput } from './write-output.node.ts';

/** Options of {@link importSite}. */
export interface ImportOptions {
  kind: 'docusaurus' | 'starlight';
  /** The site's folder. */
  siteDir: string;
  /** The content root to write (created when missing). */
  outDir: string;
  log?: (line: string) => void;
}

/** What an import did. */
export interface ImportResult {
  notes: ImportNote[];
  head: ReportHead;
  written: string[];
  removed: string[];
}

const yaml = (value: unknown) => stringify(value, { lineWidth: 0 });

/** The portal route of a page of a tree published under `publishPath`. */
function portalRoute(
  pkg: SourcePackage,
  page: SourcePage,
  publishPath: string,
  frontMatter: Record<string, unknown>,
): string {
  const slug = typeof frontMatter['slug'] === 'string' ? frontMatter['slug'] : undefined;
  const id = typeof frontMatter['id'] === 'string' ? frontMatter['id'] : undefined;
  return pkg.routing === 'docusaurus'
    ? docusaurusRoute(publishPath, { pathInContentDir: page.path, id, slug })
    : pageRoute(publishPath, page.path, slug);
}

interface PackageOutput {
  place: PackagePlace;
  pages: number;
  linksConverted: number;
}

/** Converts one docs package into `packages/<name>/`. */
async function importPackage(
  site: SourceSite,
  pkg: SourcePackage,
  files: Map<string, Uint8Array | string>,
  notes: ImportNote[],
  log: (line: string) => void,
): Promise<PackageOutput> {
  const dir = `packages/${pkg.name}`;
  const publishPath = `/${pkg.name}/`;
  const pages = await readSourcePages(pkg, site.root);
  log(`  ${pkg.name}: ${pages.length} markdown files in ${pkg.trees.length} folder(s)`);
  const byFile = new Map(pages.map((page) => [`${page.tree.dir}/${page.path}`, page]));
  const byRoute = new Map<string, SourcePage>();
  for (const page of pages)
    if (!page.partial && !byRoute.has(page.route.toLowerCase())) byRoute.set(page.route.toLowerCase(), page);
  const mapPath = (path: string) =>
    path.startsWith(pkg.routeBase)
      ? `${publishPath}${path.slice(pkg.routeBase.length)}`
      : `${publishPath}${path.replace(/^\/+/, '')}`;
  const anchors = new Map<SourcePage, Set<string>>();
  const localeSegments = new Set(site.contentLocales.map((tag) => tag.toLowerCase()));
  const isLocalePage = (page: SourcePage) =>
    site.kind === 'starlight' && localeSegments.has(page.path.split('/')[0]!.toLowerCase());

  // Redirects first: a link to a redirected path is not broken.
  const redirects: Redirect[] = [];
  const redirectSources = new Set<string>();
  const mainTree = pkg.trees[0]!;
  const latest = pages.filter(
    (page) => page.tree === mainTree && !page.partial && page.skipped === undefined,
  );
  const pageRoutes = new Set(latest.map((page) => portalRoute(pkg, page, publishPath, page.data)));
  for (const source of pkg.redirectSources) {
    const text = source.text ?? (source.pairs ?? []).map((pair) => `${pair.from} ${pair.to}`).join('\n');
    const converted = convertNetlifyRedirects(text, { file: source.file, mapPath, pageRoutes });
    for (const redirect of converted.redirects)
      if (!redirects.some((r) => r.from === redirect.from)) redirects.push(redirect);
    notes.push(
      ...converted.notes.map((note) => (source.text === undefined ? { ...note, line: undefined } : note)),
    );
    for (const line of text.split('\n')) {
      const from = line.replace(/#.*$/, '').trim().split(/\s+/)[0];
      if (from !== undefined && from.startsWith('/'))
        redirectSources.add(`${from.replace(/\*$/, '').replace(/\/+$/, '')}/`.toLowerCase());
    }
    notes.push({
      outcome: 'converted',
      file: source.file,
      topic: 'redirect',
      message: `${converted.redirects.length} redirects → ${dir}/redirects.yaml`,
    });
  }

  const world: LinkWorld = {
    kind: site.kind,
    byRoute,
    byFile,
    staticDirs: site.staticDirs,
    redirectSources,
    mapPath,
    localeSegments,
    siteUrl: site.url,
    exists: (path) => existsSync(path) && statSync(path).isFile(),
    anchorsOf: (page) => {
      let ids = anchors.get(page);
      if (ids === undefined) anchors.set(page, (ids = pageAnchors(page, byFile)));
      return ids;
    },
  };

  const broken: KnownBrokenLink[] = [];
  const navPages = new Map<SourceTree, NavSourcePage[]>();
  let unknown = 0;
  let linksConverted = 0;
  let done = 0;
  for (const page of pages) {
    if (++done % 100 === 0) log(`  ${pkg.name}: converted ${done}/${pages.length} files`);
    if (page.skipped !== undefined) {
      notes.push({
        outcome: 'lost',
        file: page.file,
        topic: 'page',
        message:
          page.skipped === 'draft'
            ? 'a draft: not imported (the site does not publish it)'
            : "outside the docs plugin's include globs: not imported",
      });
      continue;
    }
    if (pkg.routing === 'docusaurus' || /\.mdx$/i.test(page.path)) {
      for (const component of unknownComponents(page.body)) {
        unknown++;
        notes.push({
          outcome: 'lost',
          file: page.file,
          line: page.bodyLine + component.line - 1,
          topic: 'component',
          message: `<${component.name}> is not a component the portal provides: rendered as a marked box with its content, and a build warning`,
        });
      }
    }
    const converted = convertPage(page, world, site.root, notes);
    linksConverted += converted.linksConverted;
    files.set(`${dir}/${page.out}`, converted.text);
    for (const [absolute, out] of converted.files) files.set(`${dir}/${out}`, readFileSync(absolute));
    broken.push(...converted.broken);
    if (page.partial || isLocalePage(page)) continue;
    const frontMatter = FrontMatterSchema.parse(converted.frontMatter);
    const version = pkg.versions.find((v) => v.contentDir === page.tree.outDir);
    const base = version === undefined ? publishPath : `${publishPath}${version.path}/`;
    const list = navPages.get(page.tree) ?? [];
    list.push({
      path: page.path,
      route: portalRoute(pkg, page, base, converted.frontMatter),
      frontMatter,
      heading: frontMatter.title === undefined ? firstHeading(page.body) : undefined,
    });
    navPages.set(page.tree, list);
  }
  // Docusaurus folder settings go along: the portal reads them for generated navigations.
  for (const tree of pkg.trees)
    for (const absolute of await walkFiles(tree.dir, (name) => /^_category_\.(json|ya?ml)$/.test(name)))
      files.set(`${dir}/${tree.outDir}/${posix.relative(tree.dir, absolute)}`, readFileSync(absolute));

  const navigationOf = async (
    tree: SourceTree,
    sidebar: Parameters<typeof importNavigation>[0]['sidebar'] | undefined,
    sidebarFile: string | undefined,
  ) => {
    if (sidebar === undefined || sidebarFile === undefined) return null;
    const problems: ContentProblem[] = [];
    const categories = await loadCategoryFiles(site.root, tree.dir, problems);
    const treePages = navPages.get(tree) ?? [];
    const byId = new Map<string, NavSourcePage>();
    for (const page of treePages) {
      const source = pages.find((p) => p.tree === tree && p.path === page.path)!;
      byId.set(
        site.kind === 'docusaurus'
          ? source.docId
          : page.path
              .replace(/(^|\/)index\.mdx?$/i, '')
              .replace(/\.mdx?$/i, '')
              .toLowerCase(),
        page,
      );
    }
    return importNavigation(
      {
        name: pkg.name,
        title: pkg.title,
        sidebar,
        sidebarFile,
        source: { name: pkg.name, title: pkg.title, pages: treePages, categories },
        pageById: (id) => byId.get(id),
        mapLink: (href) => {
          const route = `${href.split(/[?#]/)[0]!.replace(/\/+$/, '')}/`.toLowerCase();
          const target = byRoute.get(route);
          const listed =
            target === undefined
              ? undefined
              : (navPages.get(target.tree) ?? []).find((p) => p.path === target.path);
          if (listed !== undefined) return listed.route;
          return redirectSources.has(route) ? mapPath(route) : undefined;
        },
      },
      notes,
    );
  };
  const sidebar =
    pkg.sidebar ??
    (pkg.starlightSidebar === undefined ? undefined : starlightToSidebar(pkg.starlightSidebar));
  const sidebarFile = pkg.sidebarFile ?? (pkg.starlightSidebar === undefined ? undefined : site.configFile);
  const navigation = await navigationOf(mainTree, sidebar, sidebarFile);
  if (navigation !== null) {
    files.set(`${dir}/navigation.yaml`, yaml(navigation));
    notes.push({
      outcome: 'converted',
      file: sidebarFile!,
      topic: 'sidebar',
      message: `→ ${dir}/navigation.yaml`,
    });
  }
  const versions: DocsVersion[] = [];
  for (const version of pkg.versions) {
    const tree = pkg.trees.find((t) => t.outDir === version.contentDir)!;
    const versionNav = await navigationOf(tree, version.sidebar, version.sidebarFile);
    const navFile = versionNav === null ? undefined : `navigation-${version.path}.yaml`;
    if (versionNav !== null) files.set(`${dir}/${navFile}`, yaml(versionNav));
    versions.push({
      name: version.name,
      label: version.name,
      contentDir: version.contentDir,
      path: version.path,
      ...(navFile !== undefined && { navigation: navFile }),
    });
    notes.push({
      outcome: 'converted',
      file: tree.label,
      topic: 'version',
      message: `version ${version.name} → ${dir}/${version.contentDir}, published under ${publishPath}${version.path}/`,
    });
  }
  const packageFile: PackageFile = {
    name: pkg.name,
    docs: {
      contentDir: 'content',
      publishPath,
      srcPath: '',
      routing: pkg.routing,
      mainBranch: 'main',
      humanName: pkg.title,
      platform: 'platform',
      mdx: { markdownAsMdx: pkg.markdownAsMdx, unknownComponents: unknown > 0 ? 'warn' : 'error' },
      versions,
      versionLabel: 'Latest',
    },
  };
  files.set(`${dir}/package.yaml`, yaml(packageFile));
  if (redirects.length > 0) files.set(`${dir}/redirects.yaml`, yaml({ redirects }));
  if (broken.length > 0) files.set(`${dir}/known-broken-links.yaml`, yaml({ links: broken }));
  const home = navigation?.url ?? [...pageRoutes].sort()[0] ?? publishPath;
  return { place: { name: pkg.name, title: pkg.title, home }, pages: latest.length, linksConverted };
}

/**
 * Imports a Docusaurus or Starlight site into a content root: site.yaml, global links and
 * landings, one package per docs plugin with its pages (front matter mapped, links and files
 * rewritten), navigation, redirects, translations and versions, and the import report
 * (import-report.md and .json). Idempotent: see writeOutput.
 */
export async function importSite(options: ImportOptions): Promise<ImportResult> {
  const log = options.log ?? (() => {});
  const root = resolve(options.siteDir);
  log(`Reading the ${options.kind} site in ${root}`);
  const site = options.kind === 'docusaurus' ? readDocusaurusSite(root) : readStarlightSite(root);
  const notes: ImportNote[] = [...site.notes];
  const files = new Map<string, Uint8Array | string>();
  const outputs: PackageOutput[] = [];
  for (const pkg of site.packages) outputs.push(await importPackage(site, pkg, files, notes, log));
  const places = outputs.map((o) => o.place);
  const main = places[0];
  if (main === undefined) throw new Error('the site has no docs to import');
  const logo = importLogo(site.logo, root, (path) => existsSync(path) && statSync(path).isFile(), notes);
  for (const [absolute, out] of logo.files) files.set(out, readFileSync(absolute));
  files.set(
    'site.yaml',
    yaml({ ...siteYaml(site, main), ...(logo.branding !== undefined && { branding: logo.branding }) }),
  );
  files.set('global-links.yaml', yaml(globalLinksYaml(site, places)));
  const landings = landingYamls(site, main);
  files.set('landing/home.yaml', yaml(landings.home));
  files.set('landing/cloud.yaml', yaml(landings.cloud));
  files.set('landing/server.yaml', yaml(landings.server));
  if (site.contentLocales.length > 0)
    notes.push({
      outcome: 'converted',
      file: site.configFile,
      topic: 'locales',
      message: `content languages ${site.contentLocales.join(', ')} → site.yaml contentLocales`,
    });
  const head: ReportHead = {
    kind: options.kind,
    site: basename(root),
    pages: outputs.reduce((n, o) => n + o.pages, 0),
    files: [...files.keys()].filter((f) => !/\.(mdx?|ya?ml)$/i.test(f)).length,
    linksConverted: outputs.reduce((n, o) => n + o.linksConverted, 0),
  };
  const outDir = resolve(options.outDir);
  // The report is written with the files, so it is in the manifest and byte-identical on re-runs.
  const output = writeOutput(
    outDir,
    new Map([
      ...files,
      ['import-report.md', reportMarkdown(head, notes)],
      ['import-report.json', reportJson(head, notes)],
    ]),
    notes,
  );
  log(
    `Wrote ${output.written.length} files (${files.size + 2 - output.written.length} unchanged), removed ${output.removed.length}, into ${outDir}`,
  );
  return { notes, head, ...output };
}

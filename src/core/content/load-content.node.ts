import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BannersFileSchema } from '../../schemas/banner.ts';
import { FrontMatterSchema, type FrontMatter } from '../../schemas/front-matter.ts';
import { globalLinksChangelogProblems } from './global-links-changelog.ts';
import { GlobalLinksSchema } from '../../schemas/global-links.ts';
import { NavigationSchema } from '../../schemas/navigation.ts';
import { ContentSetSchema, PackageFileSchema, type DocsDefinition } from '../../schemas/package.ts';
import { docusaurusRoute } from './docusaurus-route.ts';
import { RedirectsFileSchema } from '../../schemas/redirects.ts';
import { SiteConfigSchema } from '../../schemas/site.ts';
import type { LoadedContent, LoadedPackage, SourcePage } from './loaded-content.ts';
import { packageChangelogRoute } from '../changelog/changelog-routes.ts';
import { isReservedRoute } from '../routes/portal-routes.ts';
import { isPartialFile, MARKDOWN_FILE, pageRoute } from './page-route.ts';
import { defaultContentLanguage, localizedRoute } from './i18n/content-locale.ts';
import { addFallbackFileRoutes } from './i18n/fallback-file-routes.ts';
import { localeNavigations } from './i18n/locale-navigation.ts';
import { placeContentFiles } from './i18n/translation-files.node.ts';
import { readTextIfExists, toContentPath, walkFiles } from './read-files.node.ts';
import { loadChangelog } from './load-changelog.node.ts';
import { loadConnectScopes } from './load-connect-scopes.node.ts';
import { loadLandings } from './load-landings.ts';
import { checkNavigation } from './rules/navigation.ts';
import { generatePackageNavigation } from './navigation/package-navigation.node.ts';
import { firstHeading } from './navigation/nav-source.ts';
import { checkPublishPath, normalisePublishPath } from './rules/publish-path.ts';
import { checkRedirects } from './rules/redirects.ts';
import { checkPackageSources } from './rules/package-sources.node.ts';
import { characterProblems } from './rules/forbidden-characters.ts';
import { ContentValidationError, type ContentProblem } from './validation-error.ts';
import { parseYaml, splitFrontMatter } from './yaml-file.ts';
import { parseInto } from './zod-problems.ts';
import { versionPageKey } from './versions/doc-versions.ts';
import { loadVersions } from './versions/load-versions.node.ts';

/** Resolves the content root: CONTENT_DIR, else ./content. */
export function resolveContentRoot(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return resolve(cwd, env['CONTENT_DIR'] || 'content');
}

interface Reader {
  root: string;
  problems: ContentProblem[];
  warnings: ContentProblem[];
  options: LoadOptions;
  /** Draft pages left out: file -> route. */
  drafts: Map<string, string>;
  /** site.yaml contentLocales: the languages translations may be in (decision 0042). */
  contentLocales: readonly string[];
  /** The default content language's tag. */
  defaultLang: string;
}

/** Options of {@link loadContent}. */
export interface LoadOptions {
  /**
   * Called with the number of markdown pages of each package as soon as its folder is listed,
   * before the pages are read: a build starts its render workers early with it.
   */
  onPagesFound?: (count: number) => void;
  /** Build pages with `draft: true` too (`npm run dev`); default false, as in production. */
  drafts?: boolean;
  /**
   * When set, problems that leave the content usable (the site files parsed) are handed here and
   * the content is returned anyway, so later phases can report theirs too (`npm run content:check`).
   */
  onProblems?: (problems: readonly ContentProblem[]) => void;
}

/** Files read at once: enough to keep the disk busy, few enough to hold little memory. */
const READ_AHEAD = 32;

async function readYamlFile(reader: Reader, rel: string, required: boolean): Promise<unknown> {
  const text = await readTextIfExists(join(reader.root, rel));
  if (text === undefined) {
    if (required) reader.problems.push({ file: rel, field: '(file)', message: 'is missing' });
    return undefined;
  }
  return parseYaml(text, rel, reader.problems);
}

async function loadPackage(reader: Reader, packageYaml: string, mainPackage: string | undefined) {
  const dir = packageYaml.replace(/\/package\.yaml$/, '');
  const raw = await readYamlFile(reader, packageYaml, true);
  const file =
    raw === undefined ? undefined : parseInto(PackageFileSchema, raw, packageYaml, reader.problems);
  if (!file) return undefined;
  const { problems } = reader;
  if (mainPackage !== undefined) {
    problems.push(...checkPublishPath(packageYaml, file.name, file.docs.publishPath, mainPackage));
  }
  file.docs.publishPath = normalisePublishPath(file.docs.publishPath);
  problems.push(...(await checkPackageSources(reader.root, dir, packageYaml, file.docs)));

  const contentSetRaw = await readYamlFile(reader, `${dir}/content-set.yaml`, false);
  const contentSet = parseInto(ContentSetSchema, contentSetRaw ?? {}, `${dir}/content-set.yaml`, problems);
  const navRaw = await readYamlFile(reader, `${dir}/navigation.yaml`, false);
  let navigation = null;
  if (navRaw !== undefined) {
    navigation = parseInto(NavigationSchema, navRaw, `${dir}/navigation.yaml`, problems) ?? null;
    if (navigation) problems.push(...checkNavigation(`${dir}/navigation.yaml`, navigation));
  }
  const redirectsRaw = await readYamlFile(reader, `${dir}/redirects.yaml`, false);
  let redirects: LoadedPackage['redirects'] = [];
  if (redirectsRaw !== undefined) {
    const parsed = parseInto(RedirectsFileSchema, redirectsRaw, `${dir}/redirects.yaml`, problems);
    if (parsed) {
      problems.push(...checkRedirects(`${dir}/redirects.yaml`, parsed.redirects));
      redirects = parsed.redirects;
    }
  }
  const pages = await loadPages(reader, dir, file.name, file.docs);
  const generated = navigation === null && navRaw === undefined;
  // The default language's pages make the navigation; translations relabel it per locale.
  const defaultPages = pages.filter((page) => page.lang === undefined);
  if (generated) navigation = await generatePackageNavigation(reader.root, dir, file, defaultPages, problems);
  const localeNavigation = localeNavigations(navigation, pages, reader.contentLocales, reader.defaultLang);
  const changelog = await loadChangelog(reader.root, dir, file, navigation, problems);
  // Older versions (decision 0043): their own folders, navigation and redirects, same rules.
  const versions = await loadVersions({
    root: reader.root,
    dir,
    file,
    problems,
    readYaml: (rel) => readYamlFile(reader, rel, false),
    loadPages: (docs) => loadPages(reader, dir, file.name, docs),
  });
  return {
    dir,
    file,
    contentSet: contentSet ?? ContentSetSchema.parse({}),
    navigation,
    navigationGenerated: generated && navigation !== null,
    redirects,
    pages,
    changelog,
    ...(versions.length > 0 && { versions }),
    ...(localeNavigation !== undefined && { localeNavigation }),
  };
}

async function loadPages(reader: Reader, dir: string, packageName: string, docs: DocsDefinition) {
  const { contentDir, publishPath } = docs;
  const base = join(reader.root, dir, contentDir);
  const pages: SourcePage[] = [];
  const files = await walkFiles(
    base,
    (name) => MARKDOWN_FILE.test(name) && !name.endsWith('.snippet.md') && !isPartialFile(name),
  ).catch(() => {
    reader.problems.push({
      file: `${dir}/package.yaml`,
      field: 'docs.contentDir',
      message: `folder '${contentDir}' does not exist`,
    });
    return [];
  });
  // Translations: locale folders of the content folder and the package's i18n/ folder (decision 0042).
  const placed = await placeContentFiles(base, files, join(reader.root, dir), reader.contentLocales);
  files.splice(0, files.length, ...placed.map((entry) => entry.absolute));
  reader.options.onPagesFound?.(files.length);
  const reads: (Promise<string> | undefined)[] = [];
  const read = (index: number) => {
    if (index >= files.length) return;
    reads[index] = readFile(files[index]!, 'utf8');
    reads[index].catch(() => {}); // a failed read is reported where it is awaited
  };
  for (let index = 0; index < READ_AHEAD; index++) read(index);
  for (const [index, absolute] of files.entries()) {
    const file = toContentPath(reader.root, absolute);
    const source = await reads[index]!;
    reads[index] = undefined; // the source is not kept: render workers read the file again
    read(index + READ_AHEAD);
    // A copy, not a slice: the front-matter strings are V8 slices of the text they were parsed
    // from, and would keep every page's whole source alive for the whole build.
    const split = splitFrontMatter(source);
    const yaml = copyString(split.yaml);
    // A control character may mean something (an escape sequence in a terminal sample): the
    // author decides. A noncharacter never does: the renderer drops it, and the build says so.
    const firstLine = split.bodyLineOffset + 1;
    reader.problems.push(
      ...characterProblems(split.body, file, { classes: ['control'], references: true, firstLine }),
    );
    reader.warnings.push(
      ...characterProblems(split.body, file, {
        classes: ['noncharacter'],
        references: true,
        firstLine,
        verdict: ' was removed',
      }),
    );
    let frontMatter: FrontMatter = {};
    if (yaml !== undefined) {
      const data = parseYaml(yaml, file, reader.problems, 1);
      const parsed =
        data === undefined ? undefined : parseInto(FrontMatterSchema, data ?? {}, file, reader.problems);
      if (parsed) frontMatter = parsed;
    }
    const { tag, pathInContentDir: inContent } = placed[index]!;
    const defaultRoute =
      docs.routing === 'docusaurus'
        ? docusaurusRoute(publishPath, {
            pathInContentDir: inContent,
            id: frontMatter.id,
            slug: frontMatter.slug,
          })
        : pageRoute(publishPath, inContent, frontMatter.slug);
    const route = tag === undefined ? defaultRoute : localizedRoute(defaultRoute, tag);
    if (frontMatter.draft === true && reader.options.drafts !== true) {
      reader.drafts.set(file, route);
      continue;
    }
    const named = frontMatter.title ?? frontMatter.sidebar_label ?? frontMatter.sidebar?.label;
    const heading = named === undefined ? firstHeading(split.body) : undefined;
    // The same page in the package's other versions (decision 0043).
    const pageKey = docs.versions.length > 0 ? versionPageKey(docs, inContent, frontMatter.id) : undefined;
    pages.push({
      file,
      packageName,
      route,
      frontMatter,
      ...(heading !== undefined && { heading }),
      ...(pageKey !== undefined && { pageKey }),
      ...(tag !== undefined && { lang: tag }),
    });
  }
  return pages;
}

/** An exact copy of a string (lone surrogates included) that retains nothing it was sliced from. */
function copyString(text: string | undefined): string | undefined {
  return text === undefined ? undefined : (JSON.parse(JSON.stringify(text)) as string);
}

/**
 * Loads and validates a whole content root. Collects every problem it can find before failing,
 * and throws a ContentValidationError (spec §5 message) when there is any.
 */
export async function loadContent(root: string, options: LoadOptions = {}): Promise<LoadedContent> {
  const reader: Reader = {
    root,
    problems: [],
    warnings: [],
    options,
    drafts: new Map(),
    contentLocales: [],
    defaultLang: 'en',
  };
  const { problems } = reader;
  const site = parseInto(
    SiteConfigSchema,
    await readYamlFile(reader, 'site.yaml', true),
    'site.yaml',
    problems,
  );
  reader.contentLocales = site?.contentLocales ?? [];
  if (site) reader.defaultLang = defaultContentLanguage(site.defaultLocale);
  const linksRaw = await readYamlFile(reader, 'global-links.yaml', true);
  const globalLinks = parseInto(GlobalLinksSchema, linksRaw, 'global-links.yaml', problems);
  // Optional: a content set without banners.yaml has no announcement banner.
  const bannersRaw = await readYamlFile(reader, 'banners.yaml', false);
  const banners =
    bannersRaw === undefined
      ? []
      : (parseInto(BannersFileSchema, bannersRaw, 'banners.yaml', problems)?.banners ?? []);
  // Every landing is optional: which of them a site has is the content's choice.
  const landings = await loadLandings((rel) => readYamlFile(reader, rel, false), problems);
  const packageFiles = (
    await walkFiles(join(root, 'packages'), (name) => name === 'package.yaml').catch(() => [])
  ).map((absolute) => toContentPath(root, absolute));
  if (packageFiles.length === 0)
    problems.push({ file: 'packages', field: '(folder)', message: 'holds no package.yaml' });

  const packages: LoadedPackage[] = [];
  for (const packageYaml of packageFiles) {
    const loaded = await loadPackage(reader, packageYaml, site?.mainPackage);
    if (loaded) packages.push(loaded);
  }
  const routes = crossCheck(packages, site?.mainPackage, problems);
  const connectScopes = await loadConnectScopes(root, packages, problems);
  if (globalLinks) problems.push(...globalLinksChangelogProblems(globalLinks, packages));
  if (!site || !globalLinks || (problems.length > 0 && !options.onProblems)) {
    throw new ContentValidationError(problems);
  }
  if (problems.length > 0) options.onProblems?.(problems);
  const fileRoutes = new Map<string, string>();
  for (const page of routes.values()) fileRoutes.set(page.file, page.route);
  // Links to a draft resolve to its route, which no page serves: the link check names them.
  for (const [file, route] of reader.drafts) fileRoutes.set(file, route);
  // A link from a translation to a page not translated yet leads to its fallback in that locale.
  for (const pkg of packages) addFallbackFileRoutes(fileRoutes, pkg, site.contentLocales);
  return {
    root,
    site,
    globalLinks,
    banners,
    connectScopes,
    landings,
    packages,
    routes,
    fileRoutes,
    warnings: reader.warnings,
    drafts: reader.drafts,
  };
}

/** Cross-package rules: unique names and routes, main package present, redirects not shadowing pages. */
function crossCheck(packages: LoadedPackage[], mainPackage: string | undefined, problems: ContentProblem[]) {
  const routes = new Map<string, SourcePage>();
  const names = new Map<string, string>();
  for (const pkg of packages) {
    const other = names.get(pkg.file.name);
    if (other)
      problems.push({
        file: `${pkg.dir}/package.yaml`,
        field: 'name',
        message: `'${pkg.file.name}' is also the name of ${other}`,
      });
    names.set(pkg.file.name, `${pkg.dir}/package.yaml`);
    for (const page of [...pkg.pages, ...(pkg.versions ?? []).flatMap((version) => version.pages)]) {
      if (isReservedRoute(page.route)) {
        problems.push({
          file: page.file,
          field: '(route)',
          message: `route ${page.route} is served by the portal itself`,
        });
        continue;
      }
      const clash = routes.get(page.route);
      if (clash)
        problems.push({
          file: page.file,
          field: '(route)',
          message: `route ${page.route} is also produced by ${clash.file}`,
        });
      else routes.set(page.route, page);
    }
  }
  for (const pkg of packages) {
    const route = pkg.changelog && packageChangelogRoute(pkg.file.docs.publishPath);
    const clash = route === undefined ? undefined : routes.get(route);
    if (route !== undefined && isReservedRoute(route))
      problems.push({
        file: `${pkg.dir}/package.yaml`,
        field: 'docs.changelog',
        message: `the package changelog page would be ${route}, which the portal serves itself (the universal changelog)`,
      });
    if (clash)
      problems.push({
        file: `${pkg.dir}/package.yaml`,
        field: 'docs.changelog',
        message: `the package changelog page ${route} is also produced by ${clash.file}`,
      });
  }
  if (mainPackage !== undefined && !names.has(mainPackage)) {
    problems.push({
      file: 'site.yaml',
      field: 'mainPackage',
      message: `no package is named '${mainPackage}'`,
    });
  }
  const redirectFiles = packages.flatMap((pkg) => [
    { file: `${pkg.dir}/redirects.yaml`, redirects: pkg.redirects },
    ...(pkg.versions ?? []).map((v) => ({
      file: `${pkg.dir}/${v.version.contentDir}/redirects.yaml`,
      redirects: v.redirects,
    })),
  ]);
  for (const { file, redirects } of redirectFiles) {
    redirects.forEach((redirect, index) => {
      if (routes.has(redirect.from)) {
        problems.push({
          file,
          field: `redirects[${index}].from`,
          message: `'${redirect.from}' is a page (${routes.get(redirect.from)?.file}); a redirect would hide it`,
        });
      }
    });
  }
  return routes;
}

import { existsSync, readFileSync } from 'node:fs';
import { join, matchesGlob, relative, resolve } from 'node:path';
import { DocusaurusSidebarSchema, type DocusaurusSidebar } from '../schemas/docusaurus-sidebar.ts';
import type { ImportNote } from './import-report.ts';
import type { SourcePackage, SourceSite, SourceTree, SourceVersion } from './site-model.ts';
import { findSiteDir } from './find-site-dir.node.ts';
import { asString, isCall, isRecord, readStaticModule, type StaticValue } from './static-value.node.ts';

const CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.js', 'docusaurus.config.mjs'];

const withSlashes = (path: string): string => `/${path.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

/** The docs plugin options of the config: the classic preset's `docs` and every docs plugin. */
function docsPlugins(config: {
  [key: string]: StaticValue;
}): { options: { [key: string]: StaticValue }; id: string }[] {
  const out: { options: { [key: string]: StaticValue }; id: string }[] = [];
  for (const preset of Array.isArray(config['presets']) ? config['presets'] : []) {
    const [name, options] = Array.isArray(preset) ? preset : [preset, undefined];
    if (typeof name === 'string' && /(^|preset-)classic$/.test(name) && isRecord(options)) {
      const docs = options['docs'];
      if (docs !== false) out.push({ options: isRecord(docs) ? docs : {}, id: 'default' });
    }
  }
  for (const plugin of Array.isArray(config['plugins']) ? config['plugins'] : []) {
    const [name, options] = Array.isArray(plugin) ? plugin : [plugin, undefined];
    if (typeof name === 'string' && /(^|plugin-)content-docs$/.test(name))
      out.push({
        options: isRecord(options) ? options : {},
        id: (isRecord(options) && asString(options['id'])) || 'default',
      });
  }
  return out;
}

/** Client-redirects plugin `redirects: [{ from, to }]`, with notes for what only runs. */
function clientRedirects(
  config: { [key: string]: StaticValue },
  file: string,
  notes: ImportNote[],
): { from: string; to: string; line?: number }[] {
  const pairs: { from: string; to: string }[] = [];
  for (const plugin of Array.isArray(config['plugins']) ? config['plugins'] : []) {
    const [name, options] = Array.isArray(plugin) ? plugin : [plugin, undefined];
    if (typeof name !== 'string' || !/(^|plugin-)client-redirects$/.test(name) || !isRecord(options))
      continue;
    for (const entry of Array.isArray(options['redirects']) ? options['redirects'] : []) {
      if (!isRecord(entry)) continue;
      const to = asString(entry['to']);
      const froms = Array.isArray(entry['from']) ? entry['from'] : [entry['from']];
      for (const from of froms) if (typeof from === 'string' && to !== undefined) pairs.push({ from, to });
    }
    if (options['createRedirects'] !== undefined)
      notes.push({
        outcome: 'lost',
        file,
        topic: 'redirect',
        message: 'client-redirects createRedirects is a function; its redirects are not converted',
      });
  }
  return pairs;
}

function readSidebar(file: string, siteRoot: string, notes: ImportNote[]): Record<string, DocusaurusSidebar> {
  const rel = relative(siteRoot, file);
  const text = readFileSync(file, 'utf8');
  const data: unknown = file.endsWith('.json') ? JSON.parse(text) : readStaticModule(rel, text).main;
  const out: Record<string, DocusaurusSidebar> = {};
  if (typeof data !== 'object' || data === null) return out;
  for (const [name, sidebar] of Object.entries(data)) {
    const parsed = DocusaurusSidebarSchema.safeParse(sidebar);
    if (parsed.success) out[name] = parsed.data;
    else
      notes.push({
        outcome: 'lost',
        file: rel,
        topic: 'sidebar',
        message: `sidebar '${name}' has a shape that is not converted`,
      });
  }
  return out;
}

/**
 * Reads a Docusaurus site (docusaurus.config.* in the folder or its `website/`) as data: the
 * docs plugins with their folders, route base paths, include globs and sidebars, i18n locales,
 * versions, static folders and redirects. Nothing of the site is run.
 */
export function readDocusaurusSite(root: string): SourceSite {
  const siteDir = findSiteDir(root, 'website', CONFIG_NAMES);
  if (siteDir === undefined)
    throw new Error(`no docusaurus.config.{ts,js,mjs} in ${root} or ${root}/website`);
  const configName = CONFIG_NAMES.find((name) => existsSync(join(siteDir, name)))!;
  const configPath = join(siteDir, configName);
  const configFile = relative(root, configPath);
  const notes: ImportNote[] = [];
  const module = readStaticModule(configFile, readFileSync(configPath, 'utf8'));
  for (const entry of module.unresolved)
    notes.push({
      outcome: 'lost',
      file: configFile,
      line: entry.line,
      topic: 'config',
      message: `'${entry.text}' has a value only when the site builds; not used`,
    });
  const main = isCall(module.main) ? module.main.args[0] : module.main;
  const config = isRecord(main) ? main : {};
  const i18n = isRecord(config['i18n']) ? config['i18n'] : {};
  const defaultLocale = asString(i18n['defaultLocale']) ?? 'en';
  const locales = (Array.isArray(i18n['locales']) ? i18n['locales'] : []).filter(
    (l): l is string => typeof l === 'string' && l !== defaultLocale,
  );
  const staticDirs = (Array.isArray(config['staticDirectories']) ? config['staticDirectories'] : ['static'])
    .filter((d): d is string => typeof d === 'string')
    .map((d) => resolve(siteDir, d));
  const redirectsFile = join(siteDir, '_redirects');
  const staticRedirects = staticDirs.map((d) => join(d, '_redirects')).find((f) => existsSync(f));
  const redirectText = existsSync(redirectsFile) ? redirectsFile : staticRedirects;
  const plugins = docsPlugins(config);
  const title = asString(config['title']) ?? 'Docs';
  const packages: SourcePackage[] = plugins.map(({ options, id }, index) => {
    const docsPath = resolve(siteDir, asString(options['path']) ?? 'docs');
    const routeBase = withSlashes(asString(options['routeBasePath']) ?? 'docs');
    const include = (Array.isArray(options['include']) ? options['include'] : ['**/*.{md,mdx}']).filter(
      (g): g is string => typeof g === 'string',
    );
    const exclude = (Array.isArray(options['exclude']) ? options['exclude'] : []).filter(
      (g): g is string => typeof g === 'string',
    );
    const accepts = (path: string) =>
      include.some((glob) => matchesGlob(path, glob)) && !exclude.some((glob) => matchesGlob(path, glob));
    const pluginDir =
      id === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${id}`;
    const trees: SourceTree[] = [
      {
        dir: docsPath,
        label: relative(root, docsPath) || '.',
        outDir: 'content',
        urlPrefix: routeBase,
        include: accepts,
      },
    ];
    for (const locale of locales) {
      const dir = join(siteDir, 'i18n', locale, pluginDir, 'current');
      if (existsSync(dir))
        trees.push({
          dir,
          label: relative(root, dir),
          outDir: `i18n/${locale}`,
          urlPrefix: withSlashes(`${locale}${routeBase}`),
        });
    }
    const sidebarPath = options['sidebarPath'];
    const sidebarFile = isCall(sidebarPath) ? asString(sidebarPath.args[0]) : asString(sidebarPath);
    const sidebarAbs = sidebarFile === undefined ? undefined : resolve(siteDir, sidebarFile);
    const sidebars =
      sidebarAbs !== undefined && existsSync(sidebarAbs) ? readSidebar(sidebarAbs, root, notes) : {};
    const [firstSidebar, ...otherSidebars] = Object.keys(sidebars);
    for (const name of otherSidebars)
      notes.push({
        outcome: 'lost',
        file: relative(root, sidebarAbs!),
        topic: 'sidebar',
        message: `sidebar '${name}' is not converted: a package has one navigation; its pages are still published`,
      });
    const versions: SourceVersion[] = [];
    const versionsPrefix = id === 'default' ? '' : `${id}_`;
    const versionsFile = join(siteDir, `${versionsPrefix}versions.json`);
    if (existsSync(versionsFile)) {
      const names = JSON.parse(readFileSync(versionsFile, 'utf8')) as unknown;
      for (const name of Array.isArray(names) ? names : []) {
        if (typeof name !== 'string') continue;
        const dir = join(siteDir, `${versionsPrefix}versioned_docs`, `version-${name}`);
        if (!existsSync(dir)) continue;
        const path = name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
        const outDir = `versions/${path}`;
        trees.push({
          dir,
          label: relative(root, dir),
          outDir,
          urlPrefix: withSlashes(`${routeBase}${name}`),
        });
        const vSidebarFile = join(
          siteDir,
          `${versionsPrefix}versioned_sidebars`,
          `version-${name}-sidebars.json`,
        );
        const vSidebars = existsSync(vSidebarFile) ? readSidebar(vSidebarFile, root, notes) : {};
        const first = Object.values(vSidebars)[0];
        versions.push({
          name,
          contentDir: outDir,
          path,
          sidebar: first,
          sidebarFile: existsSync(vSidebarFile) ? relative(root, vSidebarFile) : undefined,
        });
      }
    }
    const redirectSources: SourcePackage['redirectSources'] = [];
    if (index === 0 && redirectText !== undefined)
      redirectSources.push({ file: relative(root, redirectText), text: readFileSync(redirectText, 'utf8') });
    const pairs = index === 0 ? clientRedirects(config, configFile, notes) : [];
    if (pairs.length > 0) redirectSources.push({ file: configFile, pairs });
    const name =
      (id === 'default' ? title : `${title}-${id}`)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'docs';
    return {
      name,
      title: id === 'default' ? title : `${title} ${id}`,
      routing: 'docusaurus',
      markdownAsMdx: true,
      trees,
      versions,
      sidebar: firstSidebar === undefined ? undefined : sidebars[firstSidebar],
      sidebarFile: sidebarAbs === undefined ? undefined : relative(root, sidebarAbs),
      routeBase,
      redirectSources,
    };
  });
  const themeConfig = isRecord(config['themeConfig']) ? config['themeConfig'] : {};
  const navbar = isRecord(themeConfig['navbar']) ? themeConfig['navbar'] : {};
  const navLogo = isRecord(navbar['logo']) ? navbar['logo'] : {};
  // Docusaurus logo paths are in the static folders (or full URLs, which are not imported).
  const inStatic = (src: string | undefined) =>
    src === undefined || /^[a-z]+:/i.test(src)
      ? undefined
      : (staticDirs.map((d) => join(d, src)).find((p) => existsSync(p)) ??
        join(staticDirs[0] ?? siteDir, src));
  const logoSrc = asString(navLogo['src']);
  return {
    kind: 'docusaurus',
    logo:
      logoSrc === undefined
        ? undefined
        : { file: configFile, light: inStatic(logoSrc), dark: inStatic(asString(navLogo['srcDark'])) },
    root,
    title,
    tagline: asString(config['tagline']),
    url:
      asString(config['url']) === undefined
        ? undefined
        : `${asString(config['url'])!.replace(/\/+$/, '')}${asString(config['baseUrl']) ?? '/'}`,
    contentLocales: locales,
    defaultLocale,
    packages,
    staticDirs,
    configFile,
    notes,
  };
}

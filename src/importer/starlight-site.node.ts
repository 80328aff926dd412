import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ImportNote } from './import-report.ts';
import type { SourceSite, StarlightSidebarEntry } from './site-model.ts';
import { findSiteDir } from './find-site-dir.node.ts';
import { asString, isCall, isRecord, readStaticModule, type StaticValue } from './static-value.node.ts';

const CONFIG_NAMES = ['astro.config.mjs', 'astro.config.ts', 'astro.config.js', 'astro.config.mts'];

/** Starlight `sidebar` items as data; what cannot be read is noted. */
export function starlightSidebar(
  items: StaticValue | undefined,
  file: string,
  notes: ImportNote[],
): StarlightSidebarEntry[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item): StarlightSidebarEntry[] => {
    if (typeof item === 'string') return [{ kind: 'page', slug: item }];
    if (!isRecord(item)) {
      notes.push({
        outcome: 'lost',
        file,
        topic: 'sidebar',
        message: 'a sidebar entry is computed when the site builds; not converted',
      });
      return [];
    }
    const label = asString(item['label']);
    const badge = isRecord(item['badge']) ? asString(item['badge']['text']) : asString(item['badge']);
    const collapsed = typeof item['collapsed'] === 'boolean' ? item['collapsed'] : undefined;
    if (isRecord(item['autogenerate'])) {
      const directory = asString(item['autogenerate']['directory']);
      if (directory !== undefined) {
        const entry: StarlightSidebarEntry = { kind: 'autogenerate', directory, collapsed };
        return label === undefined ? [entry] : [{ kind: 'group', label, collapsed, items: [entry] }];
      }
    }
    if (Array.isArray(item['items']) && label !== undefined)
      return [{ kind: 'group', label, collapsed, items: starlightSidebar(item['items'], file, notes) }];
    const slug = asString(item['slug']);
    if (slug !== undefined) return [{ kind: 'page', slug, label, badge }];
    const link = asString(item['link']);
    if (link !== undefined && label !== undefined) return [{ kind: 'link', href: link, label }];
    notes.push({
      outcome: 'lost',
      file,
      topic: 'sidebar',
      message: `sidebar entry '${label ?? '?'}' is not converted`,
    });
    return [];
  });
}

/**
 * Reads a Starlight site (astro.config.* in the folder or its `docs/`) as data: title, locales,
 * sidebar and the content collection `src/content/docs`. Nothing of the site is run.
 */
export function readStarlightSite(root: string): SourceSite {
  const siteDir = findSiteDir(root, 'docs', CONFIG_NAMES);
  if (siteDir === undefined) throw new Error(`no astro.config.{mjs,ts,js} in ${root} or ${root}/docs`);
  const configPath = join(
    siteDir,
    CONFIG_NAMES.find((name) => existsSync(join(siteDir, name)))!,
  );
  const configFile = relative(root, configPath);
  const notes: ImportNote[] = [];
  const module = readStaticModule(configFile, readFileSync(configPath, 'utf8'));
  const config = isCall(module.main) ? module.main.args[0] : module.main;
  const integrations =
    isRecord(config) && Array.isArray(config['integrations']) ? config['integrations'] : [];
  const starlight = integrations.find((entry) => isCall(entry, 'starlight'));
  const options = isCall(starlight) ? starlight.args[0] : undefined;
  if (!isRecord(options)) throw new Error(`${configFile}: no starlight({...}) integration found`);
  for (const entry of module.unresolved)
    notes.push({
      outcome: 'lost',
      file: configFile,
      line: entry.line,
      topic: 'config',
      message: `'${entry.text}' has a value only when the site builds; not used`,
    });
  const titleValue = options['title'];
  const title =
    asString(titleValue) ??
    (isRecord(titleValue)
      ? (asString(titleValue['en']) ?? Object.values(titleValue).find((v) => typeof v === 'string'))
      : undefined) ??
    'Docs';
  const locales = isRecord(options['locales']) ? options['locales'] : {};
  const root_ = isRecord(locales['root']) ? locales['root'] : undefined;
  const defaultKey = asString(options['defaultLocale']);
  const defaultLocale =
    asString(root_?.['lang']) ??
    (defaultKey !== undefined && isRecord(locales[defaultKey])
      ? asString(locales[defaultKey]['lang'])
      : undefined) ??
    'en';
  const contentLocales: string[] = [];
  for (const [key, value] of Object.entries(locales)) {
    if (key === 'root' || key === defaultKey) continue;
    const lang = isRecord(value) ? (asString(value['lang']) ?? key) : key;
    // The folder is the tag lower-cased (decision 0039); Starlight keys are folder names.
    contentLocales.push(lang.toLowerCase() === key.toLowerCase() ? lang : key);
  }
  if (defaultKey !== undefined && root_ === undefined)
    notes.push({
      outcome: 'lost',
      file: configFile,
      topic: 'locales',
      message: `the default locale lives in the '${defaultKey}/' folder; the portal publishes the default language unprefixed, so its pages keep the '${defaultKey}/' prefix`,
    });
  const docsDir = join(siteDir, 'src', 'content', 'docs');
  if (!existsSync(docsDir)) throw new Error(`${relative(root, docsDir)}: no such folder`);
  const sidebar = starlightSidebar(options['sidebar'], configFile, notes);
  const name =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'docs';
  const logo = isRecord(options['logo']) ? options['logo'] : undefined;
  // Starlight logo paths are relative to the project folder (a leading '/' included).
  const inProject = (src: string | undefined) =>
    src === undefined ? undefined : join(siteDir, src.replace(/^\.?\/+/, ''));
  return {
    kind: 'starlight',
    logo:
      logo === undefined
        ? undefined
        : {
            file: configFile,
            light: inProject(asString(logo['light']) ?? asString(logo['src'])),
            dark: inProject(asString(logo['dark'])),
          },
    root,
    title,
    tagline: undefined,
    url: isRecord(config) ? asString(config['site']) : undefined,
    contentLocales,
    defaultLocale,
    packages: [
      {
        name,
        title,
        routing: 'portico',
        markdownAsMdx: false,
        trees: [{ dir: docsDir, label: relative(root, docsDir), outDir: 'content', urlPrefix: '/' }],
        versions: [],
        starlightSidebar: sidebar.length > 0 ? sidebar : undefined,
        routeBase: '/',
        redirectSources: [],
      },
    ],
    staticDirs: [join(siteDir, 'public')],
    configFile,
    notes,
  };
}

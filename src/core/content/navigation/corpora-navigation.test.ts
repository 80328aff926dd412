import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { FrontMatterSchema, type FrontMatter } from '../../../schemas/front-matter.ts';
import { isNavGroup, NavigationSchema, type Navigation, type NavItem } from '../../../schemas/navigation.ts';
import { describeWithCorpora } from '../../testing/describe-with-corpora.test-helper.ts';
import { CORPORA_DIR } from '../../testing/corpora.node.ts';
import { MARKDOWN_FILE, pageRoute } from '../page-route.ts';
import { toContentPath, walkFiles } from '../read-files.node.ts';
import type { ContentProblem } from '../validation-error.ts';
import { parseYaml, splitFrontMatter } from '../yaml-file.ts';
import { generateNavigation } from './generate-navigation.ts';
import { loadCategoryFiles } from './load-category-files.node.ts';
import { firstHeading, type NavSourcePage } from './nav-source.ts';
import { navigationUrls } from './nav-links.ts';

// The navigation generated from the docs folders of the two shared sites. Their text must not be
// copied into the repository, so the golden (__golden__/corpora-navigation.json) holds the shape of
// each navigation and a SHA-256 digest of it; on a mismatch the navigation is written to OUTPUT_DIR
// to read. UPDATE_GOLDEN=1 npx vitest run src/core/content/navigation/corpora-navigation.test.ts
// records them once the change is checked.
const GOLDEN_FILE = join(import.meta.dirname, '__golden__', 'corpora-navigation.json');
const OUTPUT_DIR = join(tmpdir(), 'portico-navigation-goldens');
const REDUX = join(CORPORA_DIR, 'sites', 'redux-docusaurus', 'docs');
const STARLIGHT = join(CORPORA_DIR, 'sites', 'starlight', 'docs', 'src', 'content', 'docs');
/** Starlight keeps each translation in a folder named by its locale; the root locale is English. */
const LOCALE_FOLDER = /^[a-z]{2}(-[a-z]{2})?\//;

interface Shape {
  digest: string;
  categories: number;
  groups: number;
  links: number;
  depth: number;
}

async function readSource(base: string, skip: (path: string) => boolean) {
  const problems: ContentProblem[] = [];
  const pages: NavSourcePage[] = [];
  for (const absolute of await walkFiles(base, (name) => MARKDOWN_FILE.test(name))) {
    const path = toContentPath(base, absolute);
    if (skip(path)) continue;
    const split = splitFrontMatter(await readFile(absolute, 'utf8'));
    const data = split.yaml === undefined ? {} : parseYaml(split.yaml, path, problems, 1);
    const frontMatter: FrontMatter = FrontMatterSchema.parse(data ?? {});
    const heading = frontMatter.title === undefined ? firstHeading(split.body) : undefined;
    pages.push({ path, route: pageRoute('/docs/', path, frontMatter.slug), frontMatter, heading });
  }
  const categories = (await loadCategoryFiles(base, base, problems)).filter((c) => !skip(`${c.dir}/`));
  expect(problems).toEqual([]);
  return { pages, categories };
}

function shapeOf(navigation: Navigation): Shape {
  let groups = 0;
  let links = 0;
  let depth = 0;
  const visit = (items: readonly NavItem[], level: number) => {
    depth = Math.max(depth, level);
    for (const item of items) {
      if (isNavGroup(item)) {
        groups++;
        visit(item.items, level + 1);
      } else links++;
    }
  };
  for (const category of navigation.categories)
    for (const sub of category.subcategories) {
      if (sub.items.length === 0) links++;
      else groups++;
      visit(sub.items, 3);
    }
  const digest = createHash('sha256').update(JSON.stringify(navigation)).digest('hex');
  return { digest, categories: navigation.categories.length, groups, links, depth };
}

const golden: Record<string, Shape> = existsSync(GOLDEN_FILE)
  ? (JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as Record<string, Shape>)
  : {};

function expectGolden(name: string, navigation: Navigation) {
  const shape = shapeOf(navigation);
  if (process.env['UPDATE_GOLDEN'] === '1') {
    mkdirSync(join(import.meta.dirname, '__golden__'), { recursive: true });
    mkdirSync(OUTPUT_DIR, { recursive: true });
    writeFileSync(join(OUTPUT_DIR, `${name}.json`), JSON.stringify(navigation, null, 2));
    const recorded = existsSync(GOLDEN_FILE) ? (JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as object) : {};
    const next = { ...recorded, [name]: shape };
    writeFileSync(GOLDEN_FILE, `${JSON.stringify(next, null, 2)}\n`);
    return;
  }
  if (JSON.stringify(golden[name]) !== JSON.stringify(shape)) {
    mkdirSync(OUTPUT_DIR, { recursive: true });
    writeFileSync(join(OUTPUT_DIR, `${name}.json`), JSON.stringify(navigation, null, 2));
  }
  expect(shape, `navigation written to ${OUTPUT_DIR}/${name}.json`).toEqual(golden[name]);
}

/** Each page once, each url a page of the source, in a valid navigation. */
function expectSound(navigation: Navigation, pages: readonly NavSourcePage[]) {
  expect(NavigationSchema.parse(navigation)).toEqual(navigation);
  const routes = new Set(pages.map((page) => page.route));
  const urls = navigationUrls(navigation).map((entry) => entry.url);
  expect(urls.filter((url) => !routes.has(url))).toEqual([]);
  expect(urls.slice(1).length).toBe(new Set(urls.slice(1)).size);
}

describeWithCorpora('generated navigation of the redux Docusaurus docs', [REDUX], () => {
  it('lists every page once, by sidebar_position and name, as recorded', async () => {
    const { pages, categories } = await readSource(REDUX, () => false);
    const { navigation, problems } = generateNavigation({ name: 'redux', title: 'Redux', pages, categories });
    expect(problems).toEqual([]);
    expect(navigation).not.toBeNull();
    expectSound(navigation!, pages);
    // A folder's pages with sidebar_position come first, in that order.
    const faq = navigation!.categories[0]!.subcategories.find((sub) => sub.url === '/docs/faq/');
    const positioned = pages
      .filter((page) => page.path.startsWith('faq/') && page.frontMatter.sidebar_position !== undefined)
      .sort((a, b) => a.frontMatter.sidebar_position! - b.frontMatter.sidebar_position!)
      .map((page) => page.route);
    if (faq !== undefined && positioned.length > 0)
      expect(faq.items.map((item) => item.url).slice(0, positioned.length)).toEqual(positioned);
    expectGolden('redux-docusaurus', navigation!);
  });
});

describeWithCorpora('generated navigation of the Starlight docs (root locale)', [STARLIGHT], () => {
  it('lists every English page once, leaves out sidebar.hidden pages, as recorded', async () => {
    const { pages, categories } = await readSource(STARLIGHT, (path) => LOCALE_FOLDER.test(path));
    const { navigation, problems } = generateNavigation({
      name: 'starlight',
      title: 'Starlight',
      pages,
      categories,
    });
    expect(problems).toEqual([]);
    expectSound(navigation!, pages);
    const urls = new Set(navigationUrls(navigation!).map((entry) => entry.url));
    const hidden = pages
      .filter((page) => page.frontMatter.sidebar?.hidden === true)
      .map((page) => page.route);
    expect(hidden.filter((route) => urls.has(route))).toEqual([]);
    expectGolden('starlight', navigation!);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { CORPORA_DIR } from '../testing/corpora.node.ts';
import { describeWithCorpora } from '../testing/describe-with-corpora.test-helper.ts';
import { testContext, testRenderer } from './markdown-fixtures.test-helper.ts';
import type { RenderWarning } from './mdx-options.ts';

// Real Docusaurus and Starlight sites, read in place (never copied into the repo).
const SITES = join(CORPORA_DIR, 'sites');
const REDUX = join(SITES, 'redux-docusaurus/docs');
const STARLIGHT = join(SITES, 'starlight/docs/src/content/docs');

/**
 * Components of the sites' own code (imported from their `components` folders, or Astro's), which
 * no portal can provide: each is reported as unknown, with its children in a fallback box.
 */
const SITE_COMPONENTS = new Set([
  'DetailedExplanation',
  'LiteYouTubeEmbed',
  'Preview',
  'Testimonial',
  'TestimonialGrid',
  'SidebarPreview',
  'YouTubeGrid',
  'AboutAstro',
  'ShowcaseSites',
  'ThemeGrid',
  'UIStringsList',
  'LanguagesList',
  'IconsList',
  'ContributorList',
  'FluidGrid',
  'ComponentPreview',
  'MediaCard',
  'CarbonComparison',
  'ThemeDesigner',
  'SocialLinksType',
]);

// The Starlight docs show a file of the repository outside their docs folder with a `?raw`
// import: outside the package, so reported (the import's line) and its <Code> with it.
const OUTSIDE_RAW_FILE =
  /components\/code\.mdx:\d+: (?:<Code> has 'code' set by JavaScript|the file 'starlight\/examples\/basics\/tsconfig\.json' is outside the package folder)/;

function pagesOf(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => join(dir, name))
    .sort();
}

describeWithCorpora('MDX on real Docusaurus and Starlight sites', [REDUX, STARLIGHT], () => {
  const sites = [
    { name: 'redux', dir: REDUX, markdownAsMdx: true },
    { name: 'starlight', dir: STARLIGHT, markdownAsMdx: false },
  ];
  const unknown = new Map<string, string>();

  it.each(sites)(
    'renders every page of $name',
    async ({ dir, markdownAsMdx }) => {
      const renderer = await testRenderer();
      const pages = pagesOf(dir);
      expect(pages.length).toBeGreaterThan(50);
      const failures: string[] = [];
      for (const path of pages) {
        const file = relative(SITES, path);
        const warnings: RenderWarning[] = [];
        try {
          const result = renderer.render(
            readFileSync(path, 'utf8'),
            testContext({ file, route: `/corpus/${file.replace(/\.mdx?$/, '')}/` }),
            {
              mdx: {
                markdownAsMdx,
                unknownComponents: 'warn',
                partials: {
                  root: relative(SITES, dir),
                  read: (partial) =>
                    existsSync(join(SITES, partial)) ? readFileSync(join(SITES, partial), 'utf8') : undefined,
                },
              },
            },
          );
          warnings.push(...result.warnings);
          expect(result.html).not.toContain('data-portico-mark');
          expect(result.html).not.toMatch(/<script\b|^import |\nimport /);
        } catch (error) {
          failures.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
        }
        for (const warning of warnings) {
          const name = /unknown MDX component <([^>]+)>/.exec(warning.message)?.[1];
          if (name !== undefined) unknown.set(name, `${warning.file}:${warning.line}`);
          else failures.push(`${warning.file}:${warning.line}: ${warning.message}`);
        }
      }
      expect(failures.filter((failure) => !OUTSIDE_RAW_FILE.test(failure))).toEqual([]);
      // About 20 s a site alone; a busy machine may take several times that.
    },
    300_000,
  );

  it('reports only the sites’ own components as unknown', () => {
    const generic = [...unknown].filter(([name]) => !SITE_COMPONENTS.has(name));
    expect(generic).toEqual([]);
  });
});

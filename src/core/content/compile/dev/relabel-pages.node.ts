import { FrontMatterSchema, type FrontMatter } from '../../../../schemas/front-matter.ts';
import type { LoadedContent, SourcePage } from '../../loaded-content.ts';
import { firstHeading } from '../../navigation/nav-source.ts';
import { generatePackageNavigation } from '../../navigation/package-navigation.node.ts';
import { characterProblems } from '../../rules/forbidden-characters.ts';
import type { ContentProblem } from '../../validation-error.ts';
import { parseYaml, splitFrontMatter } from '../../yaml-file.ts';
import { parseInto } from '../../zod-problems.ts';

/**
 * The page-level checks the content load makes, for edited pages: control characters in the body,
 * and (when `labels`) the front matter against its schema. With `labels`, also the content with
 * those pages' new front matter and first headings, and each generated navigation they are in made
 * again; a copy, so the kept content stays as it was should a later phase fail. Routes cannot
 * change here: the planner sends front-matter changes beyond labels to a full build.
 */
export async function relabelPages(
  content: LoadedContent,
  sources: ReadonlyMap<string, string>,
  labels: boolean,
): Promise<{ content: LoadedContent; problems: ContentProblem[] }> {
  const problems: ContentProblem[] = [];
  const pages = new Map<string, SourcePage>();
  for (const [file, source] of sources) {
    const split = splitFrontMatter(source);
    problems.push(
      ...characterProblems(split.body, file, {
        classes: ['control'],
        references: true,
        firstLine: split.bodyLineOffset + 1,
      }),
    );
    const page = [...content.routes.values()].find((candidate) => candidate.file === file);
    if (!labels || page === undefined) continue;
    let frontMatter: FrontMatter = {};
    if (split.yaml !== undefined) {
      const data = parseYaml(split.yaml, file, problems, 1);
      frontMatter =
        (data === undefined ? undefined : parseInto(FrontMatterSchema, data ?? {}, file, problems)) ?? {};
    }
    const named = frontMatter.title ?? frontMatter.sidebar_label ?? frontMatter.sidebar?.label;
    const heading = named === undefined ? firstHeading(split.body) : undefined;
    pages.set(file, { ...page, frontMatter, heading });
  }
  if (problems.length > 0 || pages.size === 0) return { content, problems };
  const routes = new Map(content.routes);
  for (const page of pages.values()) routes.set(page.route, page);
  const packages = await Promise.all(
    content.packages.map(async (pkg) => {
      if (!pkg.pages.some((page) => pages.has(page.file))) return pkg;
      const updated = pkg.pages.map((page) => pages.get(page.file) ?? page);
      const navigation = pkg.navigationGenerated
        ? await generatePackageNavigation(content.root, pkg.dir, pkg.file, updated, problems)
        : pkg.navigation;
      return { ...pkg, pages: updated, navigation };
    }),
  );
  return { content: { ...content, routes, packages }, problems };
}

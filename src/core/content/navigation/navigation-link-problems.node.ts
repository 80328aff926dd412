import { join } from 'node:path';
import type { RouteLookup } from '../../links/index.ts';
import type { LoadedContent } from '../loaded-content.ts';
import { readTextIfExists } from '../read-files.node.ts';
import type { ContentProblem } from '../validation-error.ts';
import { yamlFieldLine } from '../yaml-field-line.ts';
import { checkNavigationLinks } from './check-navigation-links.ts';

/**
 * The broken links of every package navigation (decision 0037). A problem in navigation.yaml
 * carries the line of its field; one in a generated navigation names the content folder.
 */
export async function navigationLinkProblems(
  content: LoadedContent,
  lookup: RouteLookup,
  alsoValid: (route: string) => boolean,
): Promise<ContentProblem[]> {
  const navigations = content.packages.flatMap((pkg) =>
    pkg.navigation === null
      ? []
      : [
          {
            file: pkg.navigationGenerated
              ? `${pkg.dir}/${pkg.file.docs.contentDir}`
              : `${pkg.dir}/navigation.yaml`,
            navigation: pkg.navigation,
          },
        ],
  );
  // Each older docs version's navigation too (decision 0043).
  for (const pkg of content.packages)
    for (const version of pkg.versions ?? [])
      if (version.navigation !== null)
        navigations.push({ file: version.navigationSource, navigation: version.navigation });
  const problems = checkNavigationLinks(navigations, lookup, content.site.developerHost, alsoValid);
  const texts = new Map<string, string | undefined>();
  for (const problem of problems) {
    if (!/\.ya?ml$/.test(problem.file)) continue;
    if (!texts.has(problem.file))
      texts.set(problem.file, await readTextIfExists(join(content.root, problem.file)));
    const text = texts.get(problem.file);
    const line = text === undefined ? undefined : yamlFieldLine(text, problem.field);
    if (line !== undefined) problem.line = line;
  }
  return problems;
}

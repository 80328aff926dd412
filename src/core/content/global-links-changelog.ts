import type { GlobalLinks } from '../../schemas/global-links.ts';
import type { LoadedPackage } from './loaded-content.ts';
import type { ContentProblem } from './validation-error.ts';

/**
 * The header's changelog notification API groups that no changelog entry uses (spec §2.3): such
 * an indicator could never light up, so the build fails naming the item and the groups that
 * exist. One problem per unknown group, in the spec §5 'Failed to validate due to:' list.
 */
export function globalLinksChangelogProblems(
  globalLinks: GlobalLinks,
  packages: readonly LoadedPackage[],
): ContentProblem[] {
  const used = new Set<string>();
  for (const pkg of packages)
    for (const entry of pkg.changelog?.entries ?? [])
      for (const group of entry.frontMatter.apiGroups) used.add(group);
  const known = used.size === 0 ? '(no entries)' : [...used].sort().join(', ');
  const problems: ContentProblem[] = [];
  globalLinks.header.forEach((item, index) => {
    item.notification?.apiGroups.forEach((group, at) => {
      if (used.has(group)) return;
      problems.push({
        file: 'global-links.yaml',
        field: `header[${index}].notification.apiGroups[${at}]`,
        message: `'${group}' is not an API group of any changelog entry (entries use: ${known})`,
      });
    });
  });
  return problems;
}

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CHANGELOG_DIR,
  ChangelogEntryFrontMatterSchema,
  type ChangelogEntryFrontMatter,
} from '../../schemas/changelog.ts';
import { FrontMatterSchema } from '../../schemas/front-matter.ts';
import type { Navigation } from '../../schemas/navigation.ts';
import type { PackageFile } from '../../schemas/package.ts';
import type { Privilege } from '../../schemas/common.ts';
import { changelogEntryId } from '../changelog/entry-id.ts';
import type { LoadedChangelog, SourceChangelogEntry } from './loaded-content.ts';
import { readTextIfExists, toContentPath, walkFiles } from './read-files.node.ts';
import type { ContentProblem } from './validation-error.ts';
import { parseYaml, splitFrontMatter } from './yaml-file.ts';
import { parseInto } from './zod-problems.ts';

/** An entry's API groups the package does not declare (none when it declares `universal`). */
export function unknownApiGroups(declared: readonly string[] | 'universal', groups: readonly string[]) {
  return declared === 'universal' ? [] : groups.filter((group) => !declared.includes(group));
}

function apiGroupProblems(
  file: string,
  field: string,
  declared: readonly string[] | 'universal',
  groups: readonly string[],
): ContentProblem[] {
  const known = declared === 'universal' ? '' : declared.join(', ');
  return unknownApiGroups(declared, groups).map((group) => ({
    file,
    field: `${field}[${groups.indexOf(group)}]`,
    message: `'${group}' is not one of the package's changelog API groups (docs.changelog.apiGroups: ${known})`,
  }));
}

/**
 * Loads a package's changelog (decision 0031): the narrative snippet's front matter (its
 * `access` is the privilege of the package changelog and of every entry) and every entry of its
 * `changelog/` folder, each validated against the package's API groups. Entries without a
 * `docs.changelog` block, and changelog categories naming undeclared API groups, are problems.
 */
export async function loadChangelog(
  root: string,
  dir: string,
  file: PackageFile,
  navigation: Navigation | null,
  problems: ContentProblem[],
): Promise<LoadedChangelog | undefined> {
  const source = file.docs.changelog;
  const entryFiles = await walkFiles(
    join(root, dir, CHANGELOG_DIR),
    (name) => name.endsWith('.md') && !name.endsWith('.snippet.md'),
  ).catch(() => []);
  if (source === undefined) {
    if (entryFiles.length > 0)
      problems.push({
        file: `${dir}/package.yaml`,
        field: 'docs.changelog',
        message: `is missing, but ${dir}/${CHANGELOG_DIR}/ holds changelog entries`,
      });
    return undefined;
  }
  navigation?.categories.forEach((category, index) => {
    if (category.name !== 'changelog' || category.apiGroups === undefined) return;
    problems.push(
      ...apiGroupProblems(
        `${dir}/navigation.yaml`,
        `categories[${index}].apiGroups`,
        source.apiGroups,
        category.apiGroups,
      ),
    );
  });
  const narrativeFile = `${dir}/${source.narrative}`;
  let privilege: Privilege = 'NONE';
  const narrative = await readTextIfExists(join(root, narrativeFile));
  const narrativeYaml = narrative === undefined ? undefined : splitFrontMatter(narrative).yaml;
  if (narrativeYaml !== undefined) {
    const data = parseYaml(narrativeYaml, narrativeFile, problems, 1);
    const parsed =
      data === undefined ? undefined : parseInto(FrontMatterSchema, data ?? {}, narrativeFile, problems);
    privilege = parsed?.access?.privilege ?? 'NONE';
  }
  const entries: SourceChangelogEntry[] = [];
  for (const absolute of entryFiles) {
    const entryFile = toContentPath(root, absolute);
    const split = splitFrontMatter(await readFile(absolute, 'utf8'));
    if (split.yaml === undefined) {
      problems.push({
        file: entryFile,
        field: '(front matter)',
        message: 'is missing: an entry needs date, title, type and apiGroups',
      });
      continue;
    }
    const data = parseYaml(split.yaml, entryFile, problems, 1);
    if (data === undefined) continue;
    const frontMatter: ChangelogEntryFrontMatter | undefined = parseInto(
      ChangelogEntryFrontMatterSchema,
      data ?? {},
      entryFile,
      problems,
    );
    if (frontMatter === undefined) continue;
    const unknown = apiGroupProblems(entryFile, 'apiGroups', source.apiGroups, frontMatter.apiGroups);
    if (unknown.length > 0) {
      problems.push(...unknown);
      continue;
    }
    const inFolder = toContentPath(join(root, dir, CHANGELOG_DIR), absolute);
    entries.push({ file: entryFile, id: changelogEntryId(file.name, inFolder), frontMatter });
  }
  return { source, narrativeFile, privilege, entries };
}

import { join } from 'node:path';
import type { DocsDefinition } from '../../../schemas/package.ts';
import { isFile } from '../read-files.node.ts';
import type { ContentProblem } from '../validation-error.ts';

/**
 * Source-file rules (spec §5): every REST source and changelog narrative named by the docs
 * definition exists, and versioned REST sources do not repeat a version.
 */
export async function checkPackageSources(
  root: string,
  dir: string,
  file: string,
  docs: DocsDefinition,
): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const mustExist = async (field: string, path: string) => {
    if (!(await isFile(join(root, dir, path)))) {
      problems.push({ file, field, message: `file '${path}' does not exist in ${dir}` });
    }
  };
  if (docs.rest?.srcFile !== undefined) await mustExist('docs.rest.srcFile', docs.rest.srcFile);
  const versions = new Set<number>();
  for (const [index, entry] of (docs.rest?.srcFiles ?? []).entries()) {
    await mustExist(`docs.rest.srcFiles[${index}].srcFile`, entry.srcFile);
    if (versions.has(entry.version)) {
      problems.push({
        file,
        field: `docs.rest.srcFiles[${index}].version`,
        message: `version ${entry.version} is listed twice`,
      });
    }
    versions.add(entry.version);
  }
  if (docs.changelog) await mustExist('docs.changelog.narrative', docs.changelog.narrative);
  if (docs.graphql) await mustExist('docs.graphql.schemaFile', docs.graphql.schemaFile);
  return problems;
}

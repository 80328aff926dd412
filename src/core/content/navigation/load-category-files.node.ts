import { readFile } from 'node:fs/promises';
import { CategoryFileSchema } from '../../../schemas/category-file.ts';
import { toContentPath, walkFiles } from '../read-files.node.ts';
import type { ContentProblem } from '../validation-error.ts';
import { parseYaml } from '../yaml-file.ts';
import { parseInto } from '../zod-problems.ts';
import type { NavSourceCategory } from './nav-source.ts';

/** Folder settings files of a generated navigation (Docusaurus). */
export const CATEGORY_FILE = /^_category_\.(json|ya?ml)$/;

/**
 * Reads and validates every `_category_.json` / `_category_.yml` below a package's content folder
 * (`contentBase`, absolute). Problems name the file relative to the content root; a folder with
 * both a JSON and a YAML file uses the first in name order (JSON) and reports the other.
 */
export async function loadCategoryFiles(
  root: string,
  contentBase: string,
  problems: ContentProblem[],
): Promise<NavSourceCategory[]> {
  const files = await walkFiles(contentBase, (name) => CATEGORY_FILE.test(name)).catch(() => []);
  const out: NavSourceCategory[] = [];
  const seen = new Set<string>();
  for (const absolute of files) {
    const file = toContentPath(root, absolute);
    const dir = toContentPath(contentBase, absolute).replace(/(^|\/)[^/]+$/, '');
    if (seen.has(dir)) {
      problems.push({ file, field: '(file)', message: 'the folder has another _category_ file, which wins' });
      continue;
    }
    seen.add(dir);
    const text = await readFile(absolute, 'utf8');
    // YAML is a superset of JSON: one parser gives line numbers for both.
    const raw = parseYaml(text, file, problems);
    if (raw === undefined) continue;
    const data = parseInto(CategoryFileSchema, raw ?? {}, file, problems);
    if (data !== undefined) out.push({ dir, file, data });
  }
  return out;
}

import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ConnectScopesFileSchema, type ConnectScopesFile } from '../../schemas/connect-scopes.ts';
import { ConnectScopesSchema, type ConnectScopes } from '../../schemas/package.ts';
import type { LoadedPackage } from './loaded-content.ts';
import { readTextIfExists } from './read-files.node.ts';
import type { ContentProblem } from './validation-error.ts';
import { parseYaml } from './yaml-file.ts';
import { parseInto } from './zod-problems.ts';

/** The folder of the content root holding one `<product>.yaml` per Connect product. */
export const CONNECT_SCOPES_DIR = 'connect-scopes';

async function listFolder(root: string): Promise<string[]> {
  try {
    return (await readdir(join(root, CONNECT_SCOPES_DIR))).filter((name) => !name.startsWith('.'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Reads and validates every `connect-scopes/<product>.yaml` (spec §3 "Connect scopes schema").
 * A file whose name is not a product, or a REST source naming a product without a file, is a
 * problem: a scope table that silently applies to nothing is an authoring mistake.
 */
export async function loadConnectScopes(
  root: string,
  packages: readonly LoadedPackage[],
  problems: ContentProblem[],
): Promise<Partial<Record<ConnectScopes, ConnectScopesFile>>> {
  const files: Partial<Record<ConnectScopes, ConnectScopesFile>> = {};
  for (const name of (await listFolder(root)).sort()) {
    const rel = `${CONNECT_SCOPES_DIR}/${name}`;
    const product = ConnectScopesSchema.safeParse(name.replace(/\.ya?ml$/, ''));
    if (!/\.ya?ml$/.test(name) || !product.success) {
      problems.push({
        file: rel,
        field: '(file)',
        message: `is not a Connect scopes file: name it <product>.yaml, with product one of ${ConnectScopesSchema.options.join(', ')}`,
      });
      continue;
    }
    const text = (await readTextIfExists(join(root, rel))) ?? '';
    const raw = parseYaml(text, rel, problems);
    if (raw === undefined && text.trim() !== '') continue;
    const parsed = parseInto(ConnectScopesFileSchema, raw ?? {}, rel, problems);
    if (parsed) files[product.data] = parsed;
  }
  for (const pkg of packages) {
    const product = pkg.file.docs.rest?.connectScopes;
    if (product === undefined || files[product] !== undefined) continue;
    if (problems.some((problem) => problem.file.startsWith(`${CONNECT_SCOPES_DIR}/${product}.`))) continue;
    problems.push({
      file: `${pkg.dir}/package.yaml`,
      field: 'docs.rest.connectScopes',
      message: `names '${product}', but ${CONNECT_SCOPES_DIR}/${product}.yaml does not exist`,
    });
  }
  return files;
}

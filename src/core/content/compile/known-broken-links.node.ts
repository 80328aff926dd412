import { KnownBrokenLinksFileSchema } from '../../../schemas/known-broken-links.ts';
import { checkLinks, type LinkCheckPage, type LinkProblem } from '../../links/check-links.ts';
import type { RouteLookup } from '../../links/route-lookup.ts';
import type { LoadedContent } from '../loaded-content.ts';
import { readTextIfExists } from '../read-files.node.ts';
import type { ContentProblem } from '../validation-error.ts';
import { draftLinkReason } from './draft-links.ts';
import { parseYaml } from '../yaml-file.ts';
import { parseInto } from '../zod-problems.ts';
import { join } from 'node:path';

/** The file the importer writes into a package (decision 0041). */
export const KNOWN_BROKEN_LINKS_FILE = 'known-broken-links.yaml';

const key = (file: string, line: number, href: string) => `${file}\n${line}\n${href}`;

/**
 * Reads every package's `known-broken-links.yaml`: links broken in the site a package was imported
 * from. Returns a test for a link problem (file relative to the content root, line, href as
 * written) and the file's own problems.
 */
export async function readKnownBrokenLinks(content: Pick<LoadedContent, 'root' | 'packages'>): Promise<{
  isKnown: (problem: Pick<LinkProblem, 'file' | 'line' | 'raw'>) => boolean;
  problems: ContentProblem[];
}> {
  const known = new Set<string>();
  const problems: ContentProblem[] = [];
  for (const pkg of content.packages) {
    const file = `${pkg.dir}/${KNOWN_BROKEN_LINKS_FILE}`;
    const text = await readTextIfExists(join(content.root, file));
    if (text === undefined) continue;
    const raw = parseYaml(text, file, problems);
    const parsed =
      raw === undefined ? undefined : parseInto(KnownBrokenLinksFileSchema, raw ?? {}, file, problems);
    for (const link of parsed?.links ?? []) known.add(key(`${pkg.dir}/${link.file}`, link.line, link.href));
  }
  return { isKnown: (problem) => known.has(key(problem.file, problem.line, problem.raw)), problems };
}

/**
 * The broken links of the pages, as problems: those a package's known-broken-links.yaml lists
 * go to `knownBroken` (reported as warnings), the rest to `problems` (failing the build), with the
 * list files' own problems.
 */
export async function pageLinkProblems(
  content: Pick<LoadedContent, 'root' | 'packages' | 'drafts'>,
  pages: readonly LinkCheckPage[],
  lookup: RouteLookup,
): Promise<{ problems: ContentProblem[]; knownBroken: ContentProblem[] }> {
  const known = await readKnownBrokenLinks(content);
  const problems: ContentProblem[] = [...known.problems];
  const knownBroken: ContentProblem[] = [];
  for (const p of checkLinks(pages, lookup)) {
    const isKnown = known.isKnown(p);
    (isKnown ? knownBroken : problems).push({
      file: p.file,
      line: p.line,
      field: '(link)',
      message: `broken link '${p.href}' (${draftLinkReason(p.href, p.reason, content.drafts)})${isKnown ? ', broken in the imported site too' : ''}`,
    });
  }
  return { problems, knownBroken };
}

import { cp, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../../scripts/lib/repo.ts';

/** The package the dev-loop bench generates its pages into. */
export const BENCH_PACKAGE = 'dev-loop-bench';
/** Where that package publishes. */
export const BENCH_PUBLISH_PATH = '/dev-loop-bench/';

/** A generated page: headings, prose, a code block and links to its neighbours (link-checked). */
export function benchPage(index: number, count: number, marker = ''): string {
  const next = (index + 1) % count;
  const previous = (index + count - 1) % count;
  return [
    '---',
    `title: Bench page ${index}`,
    `description: Generated page ${index} of the dev-loop benchmark.`,
    '---',
    '',
    `Intro of page ${index}. ${marker}`,
    '',
    '## Setting up',
    '',
    `Read [the next page](./page-${next}.md) and [the previous one](/dev-loop-bench/page-${previous}/#usage).`,
    '',
    '```ts',
    `export const page${index} = { index: ${index}, next: ${next} };`,
    '```',
    '',
    '## Usage',
    '',
    `- a list item about page ${index}`,
    `- another item with \`code\` and **bold** text`,
    '',
    '| column | value |',
    '| ------ | ----- |',
    `| index  | ${index} |`,
    '',
  ].join('\n');
}

/**
 * Makes a content root of about `pages` pages in `dir`: the bundled ./content (its packages, REST
 * references and site files) plus one generated package that brings the total up.
 * Returns the generated package's page files (content-root-relative) in order.
 */
export async function makeDevLoopRoot(dir: string, pages: number): Promise<string[]> {
  await cp(join(REPO_ROOT, 'content'), dir, { recursive: true });
  const pkgDir = join(dir, 'packages', BENCH_PACKAGE);
  await mkdir(join(pkgDir, 'content'), { recursive: true });
  await writeFile(
    join(pkgDir, 'package.yaml'),
    [
      `name: ${BENCH_PACKAGE}`,
      'docs:',
      '  contentDir: content',
      `  publishPath: ${BENCH_PUBLISH_PATH}`,
      '  humanName: Dev loop bench',
      '  platform: platform',
      '',
    ].join('\n'),
  );
  const bundled = 110;
  const count = Math.max(1, pages - bundled);
  const files: string[] = [];
  for (let index = 0; index < count; index++) {
    await writeFile(join(pkgDir, 'content', `page-${index}.md`), benchPage(index, count));
    files.push(`packages/${BENCH_PACKAGE}/content/page-${index}.md`);
  }
  return files;
}

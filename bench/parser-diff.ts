// `npm run bench -- parser-diff`: every markdown file of the corpora is parsed by the default
// parser (markdown-it where the page allows, fast-markdown-parser.ts) and by micromark alone, and
// rendered both ways: the table gives how many pages took the fast path, whether every result was
// identical (HTML, headings, sections, links with line and column, anchors), and parse times.
import { readFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { CORPORA_DIR, CORPUS_NAMES, listCorpusFiles } from '../scripts/lib/corpus-root.ts';
import { createFastMarkdownParser, fastParserCan } from '../src/core/markdown/fast-markdown-parser.ts';
import { fastTreeNeedsMicromark } from '../src/core/markdown/fast-tree-check.ts';
import { splitFrontMatter } from '../src/core/markdown/front-matter.ts';
import { createMarkdownParser } from '../src/core/markdown/markdown-parser.ts';
import { createMarkdownRenderer } from '../src/core/markdown/renderer.ts';
import { testContext, testMessages } from '../src/core/markdown/markdown-fixtures.test-helper.ts';
import { formatTable, seconds } from './lib/table.ts';

/** The comparison over all corpus files. */
export interface ParserDiffResult {
  files: number;
  fastPath: number;
  micromark: number;
  differing: string[];
  /** Parse time of all pages, ms: micromark alone, then the default parser. */
  micromarkMs: number;
  defaultMs: number;
}

/** Runs the comparison; `log` gets progress lines. */
export async function runParserDiff(log: (line: string) => void): Promise<ParserDiffResult> {
  const pages: { file: string; body: string; source: string }[] = [];
  for (const corpus of CORPUS_NAMES) {
    for (const file of await listCorpusFiles(corpus)) {
      const source = await readFile(`${CORPORA_DIR}/${corpus}/${file}`, 'utf8');
      try {
        pages.push({ file: `${corpus}/${file}`, body: splitFrontMatter(source, file).body, source });
      } catch {
        // front matter that is not YAML: a real defect the build reports; nothing to compare
      }
    }
  }
  const fast = createFastMarkdownParser();
  const fastPath = pages.filter(
    ({ body }) => fastParserCan(body) && !fastTreeNeedsMicromark(fast(body)),
  ).length;
  const time = (parse: ReturnType<typeof createMarkdownParser>) => {
    const started = performance.now();
    for (const { file, body } of pages) parse({ path: file, value: body });
    return performance.now() - started;
  };
  const micromarkMs = time(createMarkdownParser({ fast: false }));
  const defaultMs = time(createMarkdownParser());

  const byDefault = await createMarkdownRenderer({ messages: testMessages });
  const micromarkOnly = await createMarkdownRenderer({ messages: testMessages, fastParser: false });
  const differing: string[] = [];
  for (const [index, { file, source }] of pages.entries()) {
    if (index % 200 === 0) log(`  parser-diff: ${index}/${pages.length}`);
    const context = testContext({ file, route: `/corpus/${file.replace(/\.md$/, '')}/` });
    if (!isDeepStrictEqual(byDefault.render(source, context), micromarkOnly.render(source, context))) {
      differing.push(file);
    }
  }
  return {
    files: pages.length,
    fastPath,
    micromark: pages.length - fastPath,
    differing,
    micromarkMs,
    defaultMs,
  };
}

/** The result as a table, followed by any differing files. */
export function formatParserDiff(result: ParserDiffResult): string {
  const table = formatTable(
    ['pages', 'fast path', 'micromark', 'results differing', 'parse s, micromark only', 'parse s, default'],
    [
      [
        result.files,
        result.fastPath,
        result.micromark,
        result.differing.length,
        seconds(result.micromarkMs),
        seconds(result.defaultMs),
      ],
    ],
  );
  return result.differing.length === 0 ? table : `${table}\n\nDiffering:\n${result.differing.join('\n')}`;
}

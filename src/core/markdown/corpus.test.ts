import { listMarkdownCorpusFiles, MARKDOWN_CORPORA_DIR } from '../testing/corpora.node.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeWithCorpora } from '../testing/describe-with-corpora.test-helper.ts';
import { renderTest } from './markdown-fixtures.test-helper.ts';

// Real third-party markdown, read in place (never copied into the repo).
const CORPUS = MARKDOWN_CORPORA_DIR;

const CHOSEN = [
  'powershell-docs/7.6/Microsoft.PowerShell.Core/Invoke-Command.md',
  'powershell-docs/docs-conceptual/developer/provider/accessdbprovidersample02.md',
  'powershell-docs/docs-conceptual/discover-powershell.md',
  'opentelemetry-docs/docs/languages/js/exporters.md',
  'opentelemetry-docs/docs/languages/js/benchmarks.md',
  'opentelemetry-docs/docs/collector/_index.md',
];

function sample(every: number): string[] {
  return listMarkdownCorpusFiles().filter((_, index) => index % every === 0);
}

describeWithCorpora('real markdown corpus', [CORPUS], () => {
  const files = [...new Set([...CHOSEN.filter((file) => existsSync(join(CORPUS, file))), ...sample(60)])];

  it.each(files)('%s', async (file) => {
    const source = readFileSync(join(CORPUS, file), 'utf8');
    const result = await renderTest(source, { file, route: `/corpus/${file.replace(/\.md$/, '')}/` });
    expect(result.html.length).toBeGreaterThan(0);
    expect(result.html).not.toContain('data-portico-mark');
    expect(result.html).not.toMatch(/<script\b/i);
    for (const entry of result.toc) expect(result.anchors).toContain(entry.id);
    for (const link of result.links) expect(link.line).toBeGreaterThan(0);
  });
});

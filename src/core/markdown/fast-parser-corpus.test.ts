import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { listMarkdownCorpusFiles, MARKDOWN_CORPORA_DIR } from '../testing/corpora.node.ts';
import { describeWithCorpora } from '../testing/describe-with-corpora.test-helper.ts';
import { splitFrontMatter } from './front-matter.ts';
import { createMarkdownRenderer } from './renderer.ts';
import { testContext, testMessages } from './markdown-fixtures.test-helper.ts';

// Real third-party markdown, read in place: every fourth file (in path order) is rendered with the
// default parser and with micromark only, and the whole results must be equal. The full set (all
// 1,888 files) is checked the same way by `npm run bench -- parser-diff`.
const EVERY = 4;

describeWithCorpora('fast parser on real markdown', [MARKDOWN_CORPORA_DIR], () => {
  const files = listMarkdownCorpusFiles().filter((_, index) => index % EVERY === 0);
  const renderers = Promise.all([
    createMarkdownRenderer({ messages: testMessages }),
    createMarkdownRenderer({ messages: testMessages, fastParser: false }),
  ]);

  it.each(files)('%s renders as with micromark', async (file) => {
    const source = readFileSync(join(MARKDOWN_CORPORA_DIR, file), 'utf8');
    try {
      splitFrontMatter(source, file);
    } catch {
      return; // a real defect of the corpus (content:check reports it); nothing to render
    }
    const [byDefault, micromarkOnly] = await renderers;
    const context = testContext({ file, route: `/corpus/${file.replace(/\.md$/, '')}/` });
    expect(byDefault.render(source, context)).toEqual(micromarkOnly.render(source, context));
  });
});

import { describe, expect, it } from 'vitest';
import { componentLanguages } from './component-languages.ts';
import { partialFilesOf } from './partials.ts';

describe('partialFilesOf', () => {
  it('finds imported markdown files, resolved against the importing file', () => {
    const source =
      "import A from './_a.mdx';\nimport B from \"../shared/_b.md\";\nimport C from '@theme/C';\n";
    expect(partialFilesOf(source, 'packages/p/content/x/page.mdx')).toEqual([
      'packages/p/content/x/_a.mdx',
      'packages/p/content/shared/_b.md',
    ]);
  });
});

describe('componentLanguages', () => {
  it('finds the languages of Code and CodeBlock components', () => {
    const source =
      '<Code code="x" lang="JSON" />\n<CodeBlock\n  title="a"\n  language=\'py\'>\n<Coder lang="no" />';
    expect([...componentLanguages(source)]).toEqual(['json', 'py']);
  });
});

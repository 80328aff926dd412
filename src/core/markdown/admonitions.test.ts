import { describe, expect, it } from 'vitest';
import { normaliseAdmonitionTitles } from './admonitions.ts';
import { partialFilesOf } from './partials.ts';

describe('normaliseAdmonitionTitles', () => {
  it('rewrites the Docusaurus title form into a directive label', () => {
    expect(normaliseAdmonitionTitles(':::tip What you [will] learn\nx\n:::')).toBe(
      ':::tip[What you \\[will\\] learn]\nx\n:::',
    );
    expect(normaliseAdmonitionTitles('> ::::note Quoted  \n')).toBe('> ::::note[Quoted]\n');
  });

  it('leaves other names, labels, attributes and fenced code alone', () => {
    const source = ':::zone pivot\n:::note[Title]\n:::tip{icon="x"}\n```\n:::note Code\n```\n';
    expect(normaliseAdmonitionTitles(source)).toBe(source);
  });
});

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

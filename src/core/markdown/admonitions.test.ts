import { describe, expect, it } from 'vitest';
import { normaliseAdmonitionTitles } from './admonitions.ts';

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

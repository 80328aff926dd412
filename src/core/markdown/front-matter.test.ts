import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from './front-matter.ts';

describe('splitFrontMatter', () => {
  it('parses a YAML block and keeps line numbers of the body', () => {
    const { frontMatter, body } = splitFrontMatter(
      '---\ntitle: Hello\ndate: 2024-01-02\n---\n# Body\n',
      'a.md',
    );
    expect(frontMatter).toEqual({ title: 'Hello', date: '2024-01-02' });
    expect(body.split('\n')[4]).toBe('# Body');
  });

  it('handles CRLF line endings', () => {
    const { frontMatter, body } = splitFrontMatter(
      '---\r\ntitle: Hello\r\nhidden: true\r\n---\r\nText\r\n',
      'a.md',
    );
    expect(frontMatter).toEqual({ title: 'Hello', hidden: true });
    expect(body.trim()).toBe('Text');
  });

  it('ignores a byte order mark', () => {
    expect(splitFrontMatter('\uFEFF---\ntitle: BOM\n---\nText', 'a.md').frontMatter).toEqual({
      title: 'BOM',
    });
  });

  it('accepts an empty block', () => {
    const { frontMatter, body } = splitFrontMatter('---\n---\nText\n\n---\nmore\n', 'a.md');
    expect(frontMatter).toEqual({});
    expect(body).toBe('\n\nText\n\n---\nmore\n');
  });

  it('leaves a file without front matter alone', () => {
    expect(splitFrontMatter('# Title\n\n---\n\nText', 'a.md')).toEqual({
      frontMatter: {},
      body: '# Title\n\n---\n\nText',
    });
  });

  it('does not treat an unclosed block as front matter', () => {
    expect(splitFrontMatter('---\ntitle: x\n\nText', 'a.md').frontMatter).toEqual({});
  });

  it('throws an error naming the file for invalid YAML', () => {
    expect(() => splitFrontMatter('---\ntitle: [unclosed\n---\nText', 'content/x/a.md')).toThrow(
      /^content\/x\/a\.md: front matter is not valid YAML/,
    );
  });

  it('throws for duplicate keys', () => {
    expect(() => splitFrontMatter('---\ntitle: a\ntitle: b\n---\n', 'a.md')).toThrow(
      /a\.md: front matter is not valid YAML/,
    );
  });

  it('throws when the block is not a mapping', () => {
    expect(() => splitFrontMatter('---\n- a\n- b\n---\n', 'a.md')).toThrow(
      /a\.md: front matter is not valid YAML: expected a mapping/,
    );
    expect(() => splitFrontMatter('---\njust text\n---\n', 'a.md')).toThrow(/expected a mapping/);
  });
});

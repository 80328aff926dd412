import { describe, expect, it } from 'vitest';
import { applyMagicComments } from './magic-comments.ts';

const apply = (code: string, lang: string | undefined) => {
  const { lines, highlighted } = applyMagicComments(code.split('\n'), lang);
  return { code: lines.join('\n'), highlighted: [...highlighted] };
};

describe('applyMagicComments', () => {
  it('highlights the next line and removes the comment', () => {
    expect(apply('a\n// highlight-next-line\nb\nc', 'js')).toEqual({ code: 'a\nb\nc', highlighted: [1] });
  });

  it('highlights between start and end, in every comment form of the language', () => {
    const code = 'x\n  {/* highlight-start */}\n<A />\n/* highlight-end */\ny\n// highlight-next-line\nz';
    expect(apply(code, 'jsx')).toEqual({ code: 'x\n<A />\ny\nz', highlighted: [1, 3] });
    expect(apply('# highlight-next-line\nprint(1)', 'python')).toEqual({
      code: 'print(1)',
      highlighted: [0],
    });
    expect(apply('<!-- highlight-start -->\n<p>\n<!-- highlight-end -->', 'html')).toEqual({
      code: '<p>',
      highlighted: [0],
    });
  });

  it('keeps comments the language does not have (a Markdown sample showing a JS one)', () => {
    const code = '```js\n// highlight-next-line\nx\n```';
    expect(apply(code, 'md')).toEqual({ code, highlighted: [] });
  });

  it('uses the common comment forms for other languages, and leaves comments with more text', () => {
    expect(apply('// highlight-next-line\na', 'kotlin')).toEqual({ code: 'a', highlighted: [0] });
    expect(apply('a // highlight-next-line\nb', 'js')).toEqual({
      code: 'a // highlight-next-line\nb',
      highlighted: [],
    });
  });

  it('runs an unclosed start to the end', () => {
    expect(apply('a\n// highlight-start\nb\nc', 'ts')).toEqual({ code: 'a\nb\nc', highlighted: [1, 2] });
  });
});

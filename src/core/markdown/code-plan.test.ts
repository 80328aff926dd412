import { describe, expect, it } from 'vitest';
import { planCode } from './code-plan.ts';

const marks = (plan: { marks: Map<number, string> }) => Object.fromEntries(plan.marks);

describe('planCode', () => {
  it('keeps plain blocks as written', () => {
    const plan = planCode('a\nb', 'ts', undefined);
    expect(plan).toEqual({
      code: 'a\nb',
      lang: 'ts',
      frame: 'code',
      inlineMarks: new Map(),
      marks: new Map(),
      collapse: [],
      diffGlyphs: false,
    });
  });

  it('marks diff lines and keeps their signs, but not the file headers', () => {
    const plan = planCode('--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new\n same', 'diff', undefined);
    expect(plan.code).toBe('--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new\n same');
    expect(plan.lang).toBe('diff');
    expect(marks(plan)).toEqual({ 3: 'del', 4: 'ins' });
    expect(plan.diffGlyphs).toBe(false);
  });

  it('strips the signs of a diff with lang= and highlights it in that language', () => {
    const plan = planCode(' const a = 1;\n-const b = 2;\n+const b = 3;', 'diff', 'lang="js" {1}');
    expect(plan.code).toBe('const a = 1;\nconst b = 2;\nconst b = 3;');
    expect(plan.lang).toBe('js');
    expect(marks(plan)).toEqual({ 0: 'highlight', 1: 'del', 2: 'ins' });
    expect(plan.diffGlyphs).toBe(true);
  });

  it('combines magic comments and meta ranges on the lines as shown', () => {
    const plan = planCode('a\n// highlight-next-line\nb\nc\nd', 'js', '{4} ins={3} title="x.js"');
    expect(plan.code).toBe('a\nb\nc\nd');
    expect(plan.title).toBe('x.js');
    expect(marks(plan)).toEqual({ 1: 'highlight', 2: 'ins', 3: 'highlight' });
    expect(plan.diffGlyphs).toBe(true);
  });

  it('merges collapsed ranges and keeps them inside the block', () => {
    const plan = planCode('1\n2\n3\n4\n5\n6', 'txt', 'collapse={4-9, 1-2, 2-3}');
    expect(plan.collapse).toEqual([
      [0, 2],
      [3, 5],
    ]);
  });

  it('ignores marks past the last line and keeps the start of line numbers', () => {
    const plan = planCode('a', undefined, '{1-3} showLineNumbers=7');
    expect(marks(plan)).toEqual({ 0: 'highlight' });
    expect(plan.lineNumbersFrom).toBe(7);
  });
});

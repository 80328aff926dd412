import { describe, expect, it } from 'vitest';
import { lineRanges, parseCodeMeta } from './code-meta.ts';

describe('parseCodeMeta', () => {
  it('reads nothing from an empty meta', () => {
    const none = { highlight: [], ins: [], del: [], collapse: [], textMarks: [], ignored: [] };
    expect(parseCodeMeta(undefined)).toEqual(none);
    expect(parseCodeMeta('')).toEqual(none);
  });

  it('reads quoted and bare titles (Docusaurus and Expressive Code)', () => {
    expect(parseCodeMeta('title="src/a b.ts"').title).toBe('src/a b.ts');
    expect(parseCodeMeta("title='a.ts'").title).toBe('a.ts');
    expect(parseCodeMeta('title=file.ts {2}').title).toBe('file.ts');
    expect(parseCodeMeta('title="say \\"hi\\".js"').title).toBe('say "hi".js');
  });

  it('reads line highlights with and without spaces, and mark={…}', () => {
    expect(parseCodeMeta('{1,3-5}').highlight).toEqual([1, 3, 4, 5]);
    expect(parseCodeMeta('{1, 4, 7-8}').highlight).toEqual([1, 4, 7, 8]);
    expect(parseCodeMeta('mark={2}').highlight).toEqual([2]);
  });

  it('reads ins, del and collapse ranges', () => {
    const meta = parseCodeMeta('ins={4,10-11} del={5} collapse={1-3, 12-14}');
    expect(meta.ins).toEqual([4, 10, 11]);
    expect(meta.del).toEqual([5]);
    expect(meta.collapse).toEqual([
      [1, 3],
      [12, 14],
    ]);
  });

  it('reads inline text and regex markers as markers, even when they look like options', () => {
    const meta = parseCodeMeta(
      '{5-7} "collapsed: true" /title=(\\w+)/ ins="inserted" del="deleted" frame="none" frame=odd',
    );
    expect(meta).toEqual({
      highlight: [5, 6, 7],
      ins: [],
      del: [],
      collapse: [],
      frame: 'none',
      textMarks: [
        { kind: 'highlight', pattern: 'collapsed: true' },
        { kind: 'highlight', pattern: /title=(\w+)/dg },
        { kind: 'ins', pattern: 'inserted' },
        { kind: 'del', pattern: 'deleted' },
      ],
      ignored: ['frame=odd'],
    });
  });

  it('reads line numbers: on, from a start, or off', () => {
    expect(parseCodeMeta('showLineNumbers').lineNumbersFrom).toBe(1);
    expect(parseCodeMeta('showLineNumbers=5').lineNumbersFrom).toBe(5);
    expect(parseCodeMeta('showLineNumbers startLineNumber=12').lineNumbersFrom).toBe(12);
    expect(parseCodeMeta('showLineNumbers=false').lineNumbersFrom).toBeUndefined();
    expect(parseCodeMeta('startLineNumber=12').lineNumbersFrom).toBeUndefined();
  });

  it("reads a diff block's language", () => {
    expect(parseCodeMeta('lang="JS" title="a.js"')).toMatchObject({ lang: 'js', title: 'a.js' });
  });
});

describe('lineRanges', () => {
  it('skips malformed and reversed parts and caps huge ranges', () => {
    expect(lineRanges('{0, 3-1, x, 2-, 4}')).toEqual([[4, 4]]);
    expect(lineRanges('{1-99999999}')).toEqual([[1, 100_000]]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from './code-meta.ts';
import { findInlineMarks, markLineHtml } from './inline-marks.ts';

const marks = (line: string, meta: string) => findInlineMarks(line, parseCodeMeta(meta).textMarks);

describe('inline text markers', () => {
  it('reads "text", /regex/ and their mark=, ins=, del= forms from the meta', () => {
    const meta = parseCodeMeta(`"a b" 'c' /d+/ ins="e" del=/f\\/g/ mark='h' title="t" {2}`);
    expect(meta.textMarks.map(({ kind, pattern }) => [kind, String(pattern)])).toEqual([
      ['highlight', 'a b'],
      ['highlight', 'c'],
      ['highlight', '/d+/dg'],
      ['ins', 'e'],
      ['del', '/f\\/g/dg'],
      ['highlight', 'h'],
    ]);
    expect(meta).toMatchObject({ title: 't', highlight: [2], ignored: [] });
    expect(parseCodeMeta('/[/').ignored).toEqual(['/[/']);
  });

  it('marks every occurrence, only capture groups of a regex, and lets del and ins win', () => {
    expect(marks('let a = a + 1', '"a"')).toEqual([
      { start: 4, end: 5, kind: 'highlight' },
      { start: 8, end: 9, kind: 'highlight' },
    ]);
    expect(marks('const x = 10;', '/const (x) = (\\d+)/')).toEqual([
      { start: 6, end: 7, kind: 'highlight' },
      { start: 10, end: 12, kind: 'highlight' },
    ]);
    expect(marks('foo bar', '"foo bar" del="bar"')).toEqual([{ start: 4, end: 7, kind: 'del' }]);
    expect(marks('aaa', '/a*/')).toEqual([{ start: 0, end: 3, kind: 'highlight' }]);
  });

  it('splits token spans at the marks and keeps their colours', () => {
    // A span of the default colour has no class.
    const html = '<span class="c6">const</span><span> x &lt; 10</span>';
    expect(markLineHtml(html, [{ start: 4, end: 9, kind: 'ins' }])).toBe(
      '<span class="c6">cons</span><ins><span class="c6">t</span><span> x &lt;</span></ins><span> 10</span>',
    );
    expect(markLineHtml(html, [{ start: 10, end: 12, kind: 'highlight' }])).toBe(
      '<span class="c6">const</span><span> x &lt; </span><mark><span>10</span></mark>',
    );
    expect(markLineHtml(html, [])).toBe(html);
  });
});

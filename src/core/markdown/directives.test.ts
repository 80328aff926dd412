import { describe, expect, it } from 'vitest';
import { renderTest } from './markdown-fixtures.test-helper.ts';

const htmlOf = async (source: string) => (await renderTest(source)).html;

describe('unknown directives keep what the author wrote', () => {
  it.each([
    ['Meet at 10:30 today.', '<p>Meet at 10:30 today.</p>'],
    ['Note:here is a word.', '<p>Note:here is a word.</p>'],
    ['Ratio 16:9 and key:value pairs', '<p>Ratio 16:9 and key:value pairs</p>'],
    ['Use std::vector and a::b', '<p>Use std::vector and a::b</p>'],
    ['An :abbr[HTML]{title="HyperText"} tag.', '<p>An :abbr[HTML]{title="HyperText"} tag.</p>'],
    ['Label with :em[*style*] kept', '<p>Label with :em[<em>style</em>] kept</p>'],
    ['::youtube[Video]{#intro}', '<p>::youtube[Video]{#intro}</p>'],
    ['::leaf', '<p>::leaf</p>'],
  ])('%s', async (source, expected) => {
    expect(await htmlOf(source)).toBe(expected);
  });

  it('keeps text directives in headings, links and emphasis', async () => {
    const { html, headings } = await renderTest('## Step 1:Setup\n\n*at 9:45* and [time 12:00](#t)');
    expect(headings[0]?.text).toBe('Step 1:Setup');
    expect(html).toContain('<em>at 9:45</em>');
    expect(html).toContain('<a href="#t">time 12:00</a>');
  });

  it('keeps DocFX zone blocks readable', async () => {
    const html = await htmlOf(
      ':::zone pivot="windows"\n\nWindows steps\n\n:::zone-end\n\n:::zone pivot="linux"\n\nLinux steps\n\n:::zone-end\n\nAfter',
    );
    expect(html).toContain('Windows steps');
    expect(html).toContain('Linux steps');
    expect(html).toContain('<p>After</p>');
  });

  it('unwraps unknown containers to their content, including nested directives', async () => {
    const html = await htmlOf(
      '::::sidebar[Heads up]\nInner **bold** at 10:30\n\n:::inner\nDeep\n:::\n::::\n\nTail',
    );
    expect(html).toBe(
      '<p>Heads up</p>\n<p>Inner <strong>bold</strong> at 10:30</p>\n<p>Deep</p>\n<p>Tail</p>',
    );
  });

  it('keeps a DocFX code include as text', async () => {
    expect(await htmlOf(':::code language="csharp" source="x.cs" range="1-2":::')).toBe(
      '<p>:::code language="csharp" source="x.cs" range="1-2":::</p>',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from '../../core/markdown/renderer.ts';
import { testContext } from '../../core/markdown/markdown-fixtures.test-helper.ts';
import { renderRestPages } from '../../core/rest/render-pages.ts';
import { toRestMessages } from '../../core/rest/rest-messages.ts';
import { sampleApi } from '../../core/rest/rest-fixtures.test-helper.ts';
import { decodeHtml } from '../../core/html/decode-html.ts';
import { splitMarks } from '../../core/i18n/message-marks.ts';
import type { StoredText } from '../../schemas/built.ts';
import type { Locale } from '../../core/i18n/locale.ts';
import { markedCatalogue } from '../../core/i18n/marked-catalogue.ts';
import { en } from '../../ui/i18n/messages.ts';
import { storedText } from './localize-slots.ts';

// A page that uses every string the renderer writes, with argument values that need escaping.
const SOURCE = [
  '# Tom & Jerry\'s "<guide>"',
  '',
  '## Say "hi" & it\'s 1 < 2',
  '',
  '> [!NOTE]',
  '> Read this.',
  '',
  '> [!CAUTION]',
  '> Careful.',
  '',
  'See [the site](https://example.com/) and a note[^1].',
  '',
  '[^1]: The note.',
  '',
  ':::::tabs',
  '::::tab',
  'First, untitled.',
  '::::',
  '::::tab{title="Python"}',
  'Second.',
  '::::',
  ':::::',
  '',
  // No language: highlighting is not what this test is about.
  '```',
  'const a = 1;',
  '```',
  '',
  // A collapsed section (a plural message) and a diff legend; no language loaded, plain text.
  '```diff lang="text" collapse={1-2}',
  ' a',
  ' b',
  '+c',
  '```',
].join('\n');

// Equal markup may spell a quote or an apostrophe differently ("&#x22;" or "&quot;", or raw in text).
const normalise = (html: string) =>
  html
    .replace(/&(quot|#x22|#34);/g, '"')
    .replace(/&(#39|#x27|apos);/g, "'")
    .replace(/&#x26;/g, '&amp;')
    .replace(/&(lt|#x3C);/g, '<')
    .replace(/&gt;/g, '>');

const NONCE = '98765432109876543210';
const MARK_CHARACTER = /[\uFDD0-\uFDD3]/;
const marked = markedCatalogue(en, NONCE);
/** What the build stores and the server serves: marks split into slots, then filled. */
const stored = (html: string): StoredText => splitMarks(html, NONCE, decodeHtml);
const serve = (html: string, locale: Locale = 'en') => storedText(stored(html), locale, 'html');

describe('marked build + per-request localisation', () => {
  it('gives the same article HTML as rendering with the English catalogue', async () => {
    const english = await createMarkdownRenderer({ messages: en });
    const renderer = await createMarkdownRenderer({ messages: marked });
    const direct = await english.render(SOURCE, testContext());
    const rendered = await renderer.render(SOURCE, testContext());
    expect(stored(rendered.html).some((part) => typeof part !== 'string')).toBe(true);
    const served = serve(rendered.html);
    expect(MARK_CHARACTER.test(served)).toBe(false);
    expect(normalise(served)).toBe(normalise(direct.html));
    expect(served).toContain('aria-label="Copy link to heading: Say &quot;hi&quot; &amp; it&#39;s 1 &lt; 2"');
    expect(served).toContain('data-tab="tab 1"');
    expect(served).toContain('<summary>2 collapsed lines</summary>');
    expect(rendered.anchors).toEqual(direct.anchors);
    expect(rendered.toc).toEqual(direct.toc);
  });

  it('serves the same stored HTML in French', async () => {
    const renderer = await createMarkdownRenderer({ messages: marked });
    const served = serve((await renderer.render(SOURCE, testContext())).html, 'fr');
    for (const text of [
      'Remarque',
      'Attention',
      'Copier',
      '(s’ouvre dans un nouvel onglet)',
      'Onglet 1',
      '2 lignes repliées',
      'Les lignes marquées + ont été ajoutées',
    ]) {
      expect(served).toContain(text);
    }
    expect(served).toContain('data-tab="onglet 1"');
    expect(served).not.toMatch(/>(Note|Copy|Caution)</);
  });

  it('gives the same REST pages as rendering with the English catalogue', async () => {
    const renderPages = async (messages: Readonly<Record<string, string>>) =>
      renderRestPages({
        api: sampleApi(),
        location: { publishPath: '/cloud/kestrel/', version: 3 },
        packageName: 'kestrel',
        sourceFile: 'packages/kestrel/rest/v3/swagger.json',
        renderer: await createMarkdownRenderer({ messages }),
        messages: toRestMessages(messages),
        developerHost: 'developer.example.com',
      });
    const direct = await renderPages(en);
    const rendered = await renderPages(marked);
    expect(rendered.pages.map((page) => page.route)).toEqual(direct.pages.map((page) => page.route));
    rendered.pages.forEach((page, index) => {
      const expected = direct.pages[index]!;
      expect(normalise(serve(page.html))).toBe(normalise(expected.html));
      expect(storedText(splitMarks(page.description, NONCE), 'en', 'text')).toBe(expected.description);
      expect(MARK_CHARACTER.test(serve(page.html, 'fr'))).toBe(false);
    });
    expect(rendered.pages.some((page) => stored(page.html).some((part) => typeof part !== 'string'))).toBe(
      true,
    );
  });
});

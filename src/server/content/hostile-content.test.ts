import type { Element, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { assemblePage } from '../../core/content/compile/assemble-page.ts';
import { toStoredPage } from '../../core/content/compile/stored-page.ts';
import { createMarkdownRenderer } from '../../core/markdown/renderer.ts';
import { testContext } from '../../core/markdown/markdown-fixtures.test-helper.ts';
import type { BuiltPage } from '../../schemas/built.ts';
import { markedCatalogue } from '../../core/i18n/marked-catalogue.ts';
import { en } from '../../ui/i18n/messages.ts';
import { localizedPage } from './localized-page.ts';

const NONCE = '11223344556677889900';
const renderer = createMarkdownRenderer({ messages: markedCatalogue(en, NONCE) });
const meta = { packageName: 'demo', privilege: 'NONE', hidden: false } as const;

/** A page as the build stores it and the server serves it to a French reader. */
async function served(source: string): Promise<{ page: BuiltPage; html: string }> {
  const ctx = testContext();
  const rendered = (await renderer).render(source, ctx);
  const page = toStoredPage(assemblePage(ctx.file, ctx.route, meta, rendered), NONCE);
  return { page, html: localizedPage(page, 'fr').html };
}

/** The HTML as a browser parses it. */
function parsed(html: string): Root {
  return unified()
    .use(rehypeRaw)
    .runSync({ type: 'root', children: [{ type: 'raw', value: html }] }) as Root;
}

function elements(node: Root | Element, out: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type === 'element') {
      out.push(child);
      elements(child, out);
    }
  }
  return out;
}

const handlers = (html: string) =>
  elements(parsed(html)).flatMap((element) =>
    Object.keys(element.properties)
      .filter((name) => /^on/i.test(name))
      .map((name) => `${element.tagName}.${name}`),
  );

const REST = '\n\n## Later section\n\nThe rest of the article.\n\n> [!NOTE]\n> A note.\n';

// Each cuts sanitised HTML open on the old server: U+FDD0 … U+FDD1 was removed as a broken mark,
// taking the quote that closed an attribute with it, and a lone U+FDD0 cut off the rest.
const PAYLOADS: Record<string, string> = {
  'a lone U+FDD0': 'Before \uFDD0 after.',
  'an attribute cut open': '<img src="x" alt="\uFDD0">\uFDD1" onerror="window.pwned=1" y="',
  'an attribute cut open, as references':
    '<img src="x" alt="&#xFDD0;">&#xFDD1;" onerror="window.pwned=1" y="',
  'a title cut into a second image':
    '<img src="x" alt="\uFDD0"><img title="\uFDD1 " onerror=window.pwned=1 y=">',
  'a forged mark':
    '<img src="x" alt="\uFDD0Mmarticle.copy\uFDD2a\uFDD3">\uFDD1" onerror="window.pwned=1" y="',
};

describe('hostile content', () => {
  it.each(Object.entries(PAYLOADS))(
    'serves %s with no event handler and the whole article',
    async (_name, payload) => {
      const { html } = await served(`# Hostile\n\n${payload}${REST}`);
      expect(handlers(html)).toEqual([]);
      expect(html).toContain('The rest of the article.');
      expect(html).toContain('Remarque');
      expect(html).not.toMatch(/[\uFDD0-\uFDEF]/);
    },
  );

  it('keeps the text after a lone noncharacter', async () => {
    const { html } = await served(`# Hostile\n\nBefore \uFDD0 after.${REST}`);
    expect(html).toContain('Before  after.');
  });

  it('serves stored fragments byte for byte, whatever they hold, filling slots only', () => {
    const page = {
      title: 'T',
      description: ['\uFDD0 description'],
      html: [
        '<img src="x" alt="\uFDD0">\uFDD1" onerror="window.pwned=1" y="',
        { slot: 'article.copy' },
        '"><p>\uFDD0Mmarticle.copy\uFDD1</p><p>The rest</p>',
      ],
      toc: [
        { id: 'a', text: ['\uFDD0', { slot: 'article.copyLinkLabel', args: { heading: ['<b>"x"</b>'] } }] },
      ],
    };
    const localized = localizedPage(page, 'en');
    expect(localized.html).toBe(
      '<img src="x" alt="\uFDD0">\uFDD1" onerror="window.pwned=1" y="Copy"><p>\uFDD0Mmarticle.copy\uFDD1</p><p>The rest</p>',
    );
    expect(localized.description).toBe('\uFDD0 description');
    expect(localized.toc[0]!.text).toBe('\uFDD0Copy link to heading: <b>"x"</b>');
  });

  it('escapes a slot that sits in an attribute value, so its arguments cannot close it', () => {
    const page = {
      title: 'T',
      description: [],
      html: [
        '<button aria-label="',
        { slot: 'article.copyLinkLabel', args: { heading: ['" onclick="x'] } },
        '">',
      ],
      toc: [],
    };
    const html = localizedPage(page, 'en').html;
    expect(html).toBe('<button aria-label="Copy link to heading: &quot; onclick=&quot;x">');
    expect(handlers(html)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { rewriteLinks, type LinkRef } from './markdown-links.ts';

describe('rewriteLinks', () => {
  it('finds links, images, definitions and href/src attributes outside code, with body lines', () => {
    const seen: LinkRef[] = [];
    const body = [
      'See [store](../api/store.md#x) and ![diagram](/img/a.png "Title").',
      '```js',
      'const s = "[no](/code/)"',
      '```',
      'Inline `[no](/span/)` then <a href="/usage/">usage</a>.',
      '[ref]: /tutorials/quick-start',
      '<LinkCard',
      '  href="/guides/x/"',
      '/>',
      '<img src="/img/b.png" alt="B" />',
    ].join('\n');
    rewriteLinks(body, (ref) => {
      seen.push(ref);
      return undefined;
    });
    expect(seen.map((ref) => `${ref.line} ${ref.kind} ${ref.url} ${ref.text ?? ''}`)).toEqual([
      '1 link ../api/store.md#x store',
      '1 image /img/a.png diagram',
      '5 link /usage/ ',
      '6 link /tutorials/quick-start ',
      '8 link /guides/x/ ',
      '10 image /img/b.png B',
    ]);
  });

  it('rewrites urls and replaces what is gone by text, leaving code untouched', () => {
    const body =
      'A [x](/a) `[y](/b)` ![alt](/img/gone.png) <img src="/img/gone.png" alt="Gone" /> <a href="/gone">t</a>';
    const out = rewriteLinks(body, (ref) =>
      ref.url === '/a'
        ? { url: './a.md' }
        : ref.url.includes('gone')
          ? { text: `*${ref.text ?? ''}*` }
          : undefined,
    );
    expect(out).toBe('A [x](./a.md) `[y](/b)` *alt* *Gone* <a href="#">t</a>');
    // Idempotent for an idempotent edit.
    expect(rewriteLinks(out, (ref) => (ref.url === '/a' ? { url: './a.md' } : undefined))).toBe(out);
  });
});

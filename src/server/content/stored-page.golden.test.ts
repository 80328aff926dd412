import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assemblePage } from '../../core/content/compile/assemble-page.ts';
import { toStoredPage } from '../../core/content/compile/stored-page.ts';
import { createMarkdownRenderer } from '../../core/markdown/renderer.ts';
import { BuiltPageSchema } from '../../schemas/built.ts';
import { markedCatalogue } from '../../core/i18n/marked-catalogue.ts';
import { en } from '../../ui/i18n/messages.ts';
import { localizedPage } from './localized-page.ts';

// UPDATE_GOLDEN=1 npx vitest run src/server/content/stored-page.golden.test.ts rewrites the
// expected files: the stored page format (fragments and message slots) and what fr readers get.
const inputs = join(import.meta.dirname, '../../core/markdown/__golden__');
const dir = join(import.meta.dirname, '__golden__');
const update = process.env['UPDATE_GOLDEN'] === '1';
// A fixed nonce: the stored format must not depend on it (it never appears in a stored page).
const NONCE = '31415926535897932384';
const renderer = createMarkdownRenderer({ messages: markedCatalogue(en, NONCE) });

function golden(file: string, actual: string) {
  const path = join(dir, file);
  if (update) writeFileSync(path, actual);
  expect(actual).toBe(readFileSync(path, 'utf8'));
}

describe('stored page golden files', () => {
  it.each(['callouts', 'tabs', 'html-light-footnotes', 'headings'])('%s', async (name) => {
    const file = `packages/demo/content/guides/${name}.md`;
    const route = `/demo/guides/${name}/`;
    const ctx = { file, route, developerHost: 'developer.example.com', resolveFileLink: () => undefined };
    const rendered = (await renderer).render(readFileSync(join(inputs, `${name}.md`), 'utf8'), ctx);
    const page = toStoredPage(
      assemblePage(file, route, { packageName: 'demo', privilege: 'NONE', hidden: false }, rendered),
      NONCE,
    );
    const json = JSON.stringify(page, null, 1);
    expect(json).not.toMatch(/[\uFDD0-\uFDEF]|31415926535897932384/);
    expect(BuiltPageSchema.parse(JSON.parse(json))).toEqual(page);
    golden(`${name}.stored.json`, `${json}\n`);
    golden(`${name}.fr.html`, `${localizedPage(page, 'fr').html}\n`);
  });
});

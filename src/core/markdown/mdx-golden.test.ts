import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testContext, testRenderer } from './markdown-fixtures.test-helper.ts';

// UPDATE_GOLDEN=1 npx vitest run src/core/markdown/mdx-golden.test.ts rewrites the expected files.
const dir = join(import.meta.dirname, '__golden__', 'mdx');
const update = process.env['UPDATE_GOLDEN'] === '1';
// Files named `_x.mdx` are partials the pages import, not pages.
const inputs = readdirSync(dir).filter((name) => name.endsWith('.mdx') && !name.startsWith('_'));
const base = 'packages/demo/content/guides';

describe('MDX golden files', () => {
  it.each(inputs)('%s', async (name) => {
    const renderer = await testRenderer();
    const result = renderer.render(
      readFileSync(join(dir, name), 'utf8'),
      testContext({ file: `${base}/${name}`, route: `/demo/guides/${name.replace(/\.mdx$/, '')}/` }),
      {
        mdx: {
          unknownComponents: 'warn',
          partials: {
            root: 'packages/demo',
            read: (file) =>
              file.startsWith(`${base}/_`)
                ? readFileSync(join(dir, file.slice(base.length + 1)), 'utf8')
                : undefined,
          },
        },
      },
    );
    const warnings = result.warnings.map(
      (warning) => `<!-- warning ${warning.file}:${warning.line}: ${warning.message} -->\n`,
    );
    const actual = `${warnings.join('')}${result.html}\n`;
    const expectedFile = join(dir, name.replace(/\.mdx$/, '.golden.html'));
    if (update) writeFileSync(expectedFile, actual);
    expect(actual).toBe(readFileSync(expectedFile, 'utf8'));
  });
});

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderTest } from './markdown-fixtures.test-helper.ts';

// UPDATE_GOLDEN=1 npx vitest run src/core/markdown/golden.test.ts rewrites the expected files.
const dir = join(import.meta.dirname, '__golden__');
const update = process.env['UPDATE_GOLDEN'] === '1';
const inputs = readdirSync(dir).filter((name) => name.endsWith('.md'));

describe('golden files', () => {
  it('has inputs', () => {
    expect(inputs.length).toBeGreaterThan(5);
  });

  it.each(inputs)('%s', async (name) => {
    const source = readFileSync(join(dir, name), 'utf8');
    const { html } = await renderTest(source, {
      file: `packages/demo/content/guides/${name}`,
      route: `/demo/guides/${name.replace(/\.md$/, '')}/`,
    });
    const expectedFile = join(dir, name.replace(/\.md$/, '.golden.html'));
    if (update) writeFileSync(expectedFile, `${html}\n`);
    expect(`${html}\n`).toBe(readFileSync(expectedFile, 'utf8'));
  });
});

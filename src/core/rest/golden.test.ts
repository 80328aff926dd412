import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderTestPages, sampleApi } from './rest-fixtures.test-helper.ts';

// UPDATE_GOLDEN=1 npx vitest run src/core/rest/golden.test.ts rewrites the expected file.
const expectedFile = join(import.meta.dirname, '__golden__', 'group-comments.golden.html');

describe('golden group page', () => {
  it('renders the Comments group of the sample as recorded', async () => {
    const { pages } = await renderTestPages(sampleApi());
    const page = pages.find((candidate) => candidate.route.endsWith('/api-group-comments/'))!;
    const html = `${page.html}\n`;
    if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(expectedFile, html);
    expect(html).toBe(readFileSync(expectedFile, 'utf8'));
  });
});

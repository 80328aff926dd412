import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { githubPairTheme } from './highlighter.ts';
import { colorClass, fontClass, tokenStylesheet } from './token-classes.ts';

// UPDATE_GOLDEN=1 npx vitest run src/core/markdown/token-classes.test.ts rewrites the stylesheet.
const stylesheet = join(import.meta.dirname, '../../ui/features/article/code-tokens.css');

describe('token classes', () => {
  it('are what the article stylesheet defines', async () => {
    const css = tokenStylesheet(await githubPairTheme());
    if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(stylesheet, css);
    expect(css).toBe(readFileSync(stylesheet, 'utf8'));
  });

  it('name every colour pair but the foreground, and every font style', async () => {
    const theme = await githubPairTheme();
    const names = [...theme.pairs.keys()].map((color) => colorClass(color, theme));
    expect(names[0]).toBeUndefined();
    expect(new Set(names.slice(1)).size).toBe(theme.pairs.size - 1);
    expect(colorClass('#abcdef', theme)).toBeUndefined();
    expect(fontClass(0)).toBeUndefined();
    expect(fontClass(1 | 4)).toBe('f5');
  });
});

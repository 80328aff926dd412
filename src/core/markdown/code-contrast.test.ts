import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundledThemes, type ThemeRegistration } from 'shiki';
import { describe, expect, it } from 'vitest';
import { COLOR_REPLACEMENTS } from './highlighter.ts';

// The tints live in the article stylesheets; they exist for the marks this renderer writes.
const css = ['prose.css', 'code-blocks.css', 'components.css']
  .map((file) => readFileSync(join(import.meta.dirname, '../../ui/features/article', file), 'utf8'))
  .join('\n');

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** `color-mix(in srgb, colour P%, towards)` for 6-digit hex colours. */
function mix(hex: string, share: number, towards: number): string {
  const channel = (i: number) =>
    Math.round(parseInt(hex.slice(i, i + 2), 16) * share + towards * (1 - share));
  return `#${[1, 3, 5].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`;
}

/** Token colours of a theme as the highlighter writes them (rules with their own background left out). */
function tokenColours(theme: ThemeRegistration, replace: Record<string, string>): string[] {
  const colours = new Set<string>([String(theme.colors?.['editor.foreground']).toLowerCase()]);
  for (const rule of theme.tokenColors ?? []) {
    const { foreground, background } = rule.settings;
    if (foreground !== undefined && background === undefined)
      colours.add(foreground.toLowerCase().slice(0, 7));
  }
  return [...colours].map((colour) => replace[colour] ?? colour);
}

describe('marked code lines', () => {
  const backgrounds = [...css.matchAll(/--code-(\w+)-bg: light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)/g)];

  it('declares a tint per mark', () => {
    expect(backgrounds.map((match) => match[1])).toEqual(['highlight', 'ins', 'del']);
    expect(css).toContain('color-mix(in srgb, var(--shiki-light) 85%, #000)');
    expect(css).toContain('color-mix(in srgb, var(--shiki-dark) 85%, #fff)');
  });

  it('keeps every token colour at WCAG AA on the tints, in light and dark', async () => {
    const light = tokenColours((await bundledThemes['github-light']()).default, COLOR_REPLACEMENTS.light);
    const dark = tokenColours((await bundledThemes['github-dark']()).default, COLOR_REPLACEMENTS.dark);
    for (const [, mark, lightBg, darkBg] of backgrounds) {
      for (const colour of light) {
        expect(contrast(mix(colour, 0.85, 0), lightBg!), `${mark} light ${colour}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
      for (const colour of dark) {
        expect(contrast(mix(colour, 0.85, 255), darkBg!), `${mark} dark ${colour}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
  });
});

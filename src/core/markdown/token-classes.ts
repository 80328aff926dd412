import type { PairTheme } from './pair-theme.ts';

// Font style bits of TextMate themes.
const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;
const STRIKETHROUGH = 8;

/**
 * The class of a token colour pair: `c` and the index of its synthetic colour (pair-theme.ts) in
 * base 36; none for the theme's foreground, which every span inherits from the `<pre>`.
 */
export function colorClass(syntheticColor: string, theme: PairTheme): string | undefined {
  const index = parseInt(syntheticColor.slice(1), 16);
  if (!theme.pairs.has(syntheticColor) || theme.pairs.get(syntheticColor) === theme.foreground)
    return undefined;
  return `c${index.toString(36)}`;
}

/** The class of a TextMate font style (bits: italic, bold, underline, strikethrough); none for 0. */
export function fontClass(fontStyle: number): string | undefined {
  return fontStyle > 0 && fontStyle < 16 ? `f${fontStyle.toString(16)}` : undefined;
}

/** Whether a font style draws a line, so whitespace in it is visible. */
export const decorates = (fontStyle: number) => (fontStyle & (UNDERLINE | STRIKETHROUGH)) !== 0;

function fontDeclarations(fontStyle: number): string {
  const declarations: string[] = [];
  if (fontStyle & ITALIC) declarations.push('font-style:italic');
  if (fontStyle & BOLD) declarations.push('font-weight:bold');
  const lines = [fontStyle & UNDERLINE ? 'underline' : '', fontStyle & STRIKETHROUGH ? 'line-through' : ''];
  if (decorates(fontStyle)) declarations.push(`text-decoration:${lines.filter(Boolean).join(' ')}`);
  return declarations.join(';');
}

/**
 * The stylesheet of the classes the highlighter writes: the `<pre>`'s default colours and
 * backgrounds, each colour pair's `--shiki-light`/`--shiki-dark` and each font style. The article
 * stylesheets pick the colour for the theme and contrast (code-blocks.css). Written to
 * src/ui/features/article/code-tokens.css and held equal to it by a test.
 */
export function tokenStylesheet(theme: PairTheme): string {
  const { foreground, background } = theme;
  const rules = [
    "/* Written by src/core/markdown/token-classes.test.ts (UPDATE_GOLDEN=1) from the highlighter's theme; do not edit. */",
    `.shiki{--shiki-light:${foreground.light};--shiki-dark:${foreground.dark};--shiki-light-bg:${background.light};--shiki-dark-bg:${background.dark}}`,
  ];
  for (const [color, pair] of theme.pairs) {
    const name = colorClass(color, theme);
    if (name !== undefined)
      rules.push(`.shiki .${name}{--shiki-light:${pair.light};--shiki-dark:${pair.dark}}`);
  }
  for (let fontStyle = 1; fontStyle < 16; fontStyle++)
    rules.push(`.shiki .${fontClass(fontStyle)!}{${fontDeclarations(fontStyle)}}`);
  return `${rules.join('\n')}\n`;
}

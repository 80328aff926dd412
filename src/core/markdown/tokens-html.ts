import type { ThemedToken } from 'shiki';
import type { PairTheme } from './pair-theme.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeHtml = (value: string) => value.replace(/[&<>]/g, (char) => ESCAPES[char]!);

// Font style bits of TextMate themes.
const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;
const STRIKETHROUGH = 8;

/**
 * Renders tokens of the pair theme as Shiki's dual-theme HTML with `defaultColor: false`: every
 * span carries `--shiki-light` and `--shiki-dark`, and CSS picks one (article.css).
 */
export function tokensToHtml(lines: readonly (readonly ThemedToken[])[], theme: PairTheme): string {
  return codeHtml(plainBody(tokensToLines(lines, theme)), theme);
}

/** The inner HTML of each line's `<span class="line">`. */
export function tokensToLines(lines: readonly (readonly ThemedToken[])[], theme: PairTheme): string[] {
  return lines.map((tokens) => lineHtml(tokens, theme));
}

/** The lines as plain `<span class="line">` elements, one per source line. */
export function plainBody(lines: readonly string[]): string {
  return lines.map((line) => `<span class="line">${line}</span>`).join('\n');
}

/** The `<pre>` around a body of lines; `preClass` adds classes (code-figure.ts). */
export function codeHtml(body: string, theme: PairTheme, preClass: readonly string[] = []): string {
  const { foreground, background } = theme;
  const preStyle = `--shiki-light:${foreground.light};--shiki-dark:${foreground.dark};--shiki-light-bg:${background.light};--shiki-dark-bg:${background.dark}`;
  const className = ['shiki', 'shiki-themes', 'github-light', 'github-dark', ...preClass].join(' ');
  return `<pre class="${className}" style="${preStyle}" tabindex="0"><code>${body}</code></pre>`;
}

/**
 * Spans of one line. Whitespace between tokens has no visible colour, so it joins the next
 * token, and neighbours with the same style share one span: fewer, larger spans, as Shiki does.
 */
function lineHtml(tokens: readonly ThemedToken[], theme: PairTheme): string {
  const spans: { style: string; text: string }[] = [];
  let pending = '';
  for (const token of tokens) {
    const style = styleOf(token, theme);
    if (token.content.trim() === '' && !style.includes('text-decoration')) {
      pending += token.content;
      continue;
    }
    const previous = spans.at(-1);
    if (previous?.style === style) previous.text += pending + token.content;
    else spans.push({ style, text: pending + token.content });
    pending = '';
  }
  const last = spans.at(-1);
  if (last !== undefined) last.text += pending;
  else if (pending !== '')
    spans.push({ style: styleOf({ content: pending, offset: 0 }, theme), text: pending });
  return spans.map(({ style, text }) => `<span style="${style}">${escapeHtml(text)}</span>`).join('');
}

function styleOf(token: ThemedToken, theme: PairTheme): string {
  const pair = theme.pairs.get(token.color?.toLowerCase() ?? '') ?? theme.foreground;
  let style = `--shiki-light:${pair.light};--shiki-dark:${pair.dark}`;
  const fontStyle = token.fontStyle ?? 0;
  if (fontStyle > 0) {
    if (fontStyle & ITALIC) style += ';font-style:italic';
    if (fontStyle & BOLD) style += ';font-weight:bold';
    const decorations = [
      fontStyle & UNDERLINE ? 'underline' : '',
      fontStyle & STRIKETHROUGH ? 'line-through' : '',
    ];
    const decoration = decorations.filter(Boolean).join(' ');
    if (decoration !== '') style += `;text-decoration:${decoration}`;
  }
  return style;
}

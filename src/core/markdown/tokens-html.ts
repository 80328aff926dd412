import type { ThemedToken } from 'shiki';
import type { PairTheme } from './pair-theme.ts';
import { colorClass, decorates, fontClass } from './token-classes.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeHtml = (value: string) => value.replace(/[&<>]/g, (char) => ESCAPES[char]!);

/**
 * Renders tokens of the pair theme as spans with classes (token-classes.ts): a class per colour
 * pair sets `--shiki-light` and `--shiki-dark` in a stylesheet, which picks one (code-blocks.css);
 * spans in the default colour have none. Classes instead of Shiki's `style` attributes: the same
 * colours in a tenth of the bytes, and the stylesheet is a cached file.
 */
export function tokensToHtml(lines: readonly (readonly ThemedToken[])[], theme: PairTheme): string {
  return codeHtml(plainBody(tokensToLines(lines, theme)));
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
export function codeHtml(body: string, preClass: readonly string[] = []): string {
  const className = ['shiki', ...preClass].join(' ');
  return `<pre class="${className}" tabindex="0"><code>${body}</code></pre>`;
}

/**
 * Spans of one line. Whitespace between tokens has no visible colour, so it joins the next
 * token, and neighbours with the same style share one span: fewer, larger spans, as Shiki does.
 */
function lineHtml(tokens: readonly ThemedToken[], theme: PairTheme): string {
  const spans: { classes: string; text: string }[] = [];
  let pending = '';
  for (const token of tokens) {
    const classes = classOf(token, theme);
    if (token.content.trim() === '' && !decorates(token.fontStyle ?? 0)) {
      pending += token.content;
      continue;
    }
    const previous = spans.at(-1);
    if (previous?.classes === classes) previous.text += pending + token.content;
    else spans.push({ classes, text: pending + token.content });
    pending = '';
  }
  const last = spans.at(-1);
  if (last !== undefined) last.text += pending;
  else if (pending !== '')
    spans.push({ classes: classOf({ content: pending, offset: 0 }, theme), text: pending });
  return spans
    .map(
      ({ classes, text }) => `<span${classes === '' ? '' : ` class="${classes}"`}>${escapeHtml(text)}</span>`,
    )
    .join('');
}

function classOf(token: ThemedToken, theme: PairTheme): string {
  const color = token.color?.toLowerCase() ?? '';
  const classes = [colorClass(color, theme), fontClass(token.fontStyle ?? 0)];
  return classes.filter((name) => name !== undefined).join(' ');
}

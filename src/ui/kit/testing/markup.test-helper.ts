/*
 * String helpers for server-render tests (no DOM library is installed). They read the markup
 * React produces with renderToStaticMarkup, whose attribute quoting is predictable.
 */

/** Opening tags that carry `data-testid="{id}"`. */
export function tagsWithTestId(html: string, id: string): string[] {
  return [...html.matchAll(new RegExp(`<[a-z0-9]+\\b[^>]*\\bdata-testid="${id}"[^>]*>`, 'g'))].map(
    (m) => m[0],
  );
}

/** The value of one attribute of an opening tag, or undefined. */
export function attr(tag: string | undefined, name: string): string | undefined {
  if (tag === undefined) return undefined;
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match?.[1];
}

/** The heading tags (h1…h6) in document order, e.g. ['h1', 'h2', 'h3']. */
export function headingOrder(html: string): string[] {
  return [...html.matchAll(/<(h[1-6])\b/g)].map((m) => m[1] ?? '');
}

/** Every heading level skip (e.g. an h2 followed by an h4), which breaks the outline. */
export function headingSkips(html: string): string[] {
  const levels = headingOrder(html).map((tag) => Number(tag.slice(1)));
  return levels.flatMap((level, i) => {
    const prev = levels[i - 1];
    return prev !== undefined && level > prev + 1 ? [`h${prev}→h${level}`] : [];
  });
}

/** The markup of the first element opened by `openTag`, up to its matching close tag. */
export function elementHtml(html: string, openTag: string): string {
  const start = html.indexOf(openTag);
  return start < 0 ? '' : elementAt(html, start);
}

/** The whole markup of every element carrying `data-testid="{id}"`, in document order. */
export function elementsWithTestId(html: string, id: string): string[] {
  const re = new RegExp(`<[a-z0-9]+\\b[^>]*\\bdata-testid="${id}"[^>]*>`, 'g');
  return [...html.matchAll(re)].map((m) => elementAt(html, m.index));
}

function elementAt(html: string, start: number): string {
  const openTag = /^<[^>]+>/.exec(html.slice(start))?.[0] ?? '';
  if (openTag.endsWith('/>')) return openTag;
  const name = /^<([a-z0-9]+)/.exec(openTag)?.[1] ?? '';
  const re = new RegExp(`<${name}\\b[^>]*>|</${name}>`, 'g');
  re.lastIndex = start;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  return html.slice(start);
}

/** Text content of markup: tags removed, entities for &, <, >, " and ' decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Docusaurus "magic comments": a line that is only `highlight-next-line`, `highlight-start` or
 * `highlight-end` in a comment of the block's language is removed and highlights the next line,
 * or the lines between start and end. Which comment forms count follows Docusaurus, so a
 * Markdown sample that shows `// highlight-next-line` keeps it.
 */

type CommentStyle = 'js' | 'jsBlock' | 'jsx' | 'bash' | 'html' | 'lua' | 'tex' | 'wasm';

const STYLE_PATTERNS: Record<CommentStyle, [string, string]> = {
  js: ['//', ''],
  jsBlock: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  tex: ['%', ''],
  wasm: [';;', ''],
};

const POPULAR: CommentStyle[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

function stylesFor(lang: string | undefined): CommentStyle[] {
  switch (lang) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['bash'];
    case 'markdown':
    case 'md':
      return ['html', 'jsx', 'bash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['tex'];
    case 'lua':
    case 'haskell':
    case 'sql':
      return ['lua'];
    case 'wasm':
      return ['wasm'];
    default:
      return POPULAR;
  }
}

const patterns = new Map<string, RegExp>();

function directivePattern(lang: string | undefined): RegExp {
  const styles = stylesFor(lang);
  const key = styles.join(',');
  let pattern = patterns.get(key);
  if (pattern === undefined) {
    const alternatives = styles.map((style) => {
      const [start, end] = STYLE_PATTERNS[style];
      return `${start}\\s*(highlight-(?:next-line|start|end))\\s*${end}`;
    });
    pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

/** Lines without the magic comments, and the (0-based) indexes of the lines they highlight. */
export interface MagicCommentResult {
  lines: string[];
  highlighted: Set<number>;
}

/** Removes magic comments from the lines of one block. Unclosed starts run to the end. */
export function applyMagicComments(lines: readonly string[], lang: string | undefined): MagicCommentResult {
  const highlighted = new Set<number>();
  if (!lines.some((line) => line.includes('highlight-'))) return { lines: [...lines], highlighted };
  const pattern = directivePattern(lang);
  const kept: string[] = [];
  let nextLine = false;
  let depth = 0;
  for (const line of lines) {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find((group) => group !== undefined);
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') depth++;
    else if (directive === 'highlight-end') depth = Math.max(0, depth - 1);
    else {
      if (nextLine || depth > 0) highlighted.add(kept.length);
      nextLine = false;
      kept.push(line);
    }
  }
  return { lines: kept, highlighted };
}

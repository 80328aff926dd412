/**
 * Expressive Code's frames (Starlight): a terminal window for shell sessions, an editor tab for
 * code with a title, and titles read from a file-name comment on the code's first lines. The
 * rules follow Expressive Code's frames plugin so imported pages keep their look and titles.
 */

/** A frame as the meta names it (`frame="…"`). */
export type FrameType = 'auto' | 'code' | 'terminal' | 'none';

/** Languages whose blocks are terminal sessions unless they look like a script file. */
const TERMINAL = [
  'ansi',
  'bash',
  'bat',
  'batch',
  'cmd',
  'console',
  'fish',
  'nu',
  'nushell',
  'powershell',
  'ps',
  'ps1',
  'psd1',
  'psm1',
  'sh',
  'shell',
  'shellscript',
  'shellsession',
  'zsh',
];

// Languages grouped as Expressive Code groups them: a file name in a comment must have an
// extension of the block's own group (no CSS file named in a JS block), unless it looks like a path.
const GROUPS: readonly (readonly string[])[] = [
  [
    'astro',
    'cjs',
    'htm',
    'html',
    'js',
    'jsx',
    'mjs',
    'svelte',
    'ts',
    'tsx',
    'typescript',
    'vb',
    'vue',
    'vue-html',
  ],
  TERMINAL,
  ['csv', 'env', 'ini', 'json', 'toml', 'xml', 'yaml', 'yml'],
  ['css', 'less', 'sass', 'scss', 'styl', 'stylus', 'xsl'],
  ['markdown', 'md', 'mdx'],
];
const FRONT_MATTER_LANGUAGES = new Set(['astro', 'markdown', 'md', 'mdx', 'toml', 'yaml', 'yml']);

/** Whether a block in this language is shown as a terminal window by default. */
export function isTerminalLanguage(lang: string | undefined): boolean {
  return lang !== undefined && TERMINAL.includes(lang);
}

/** `frame=` values, with Expressive Code's forgiving aliases; undefined for anything else. */
export function frameType(value: string): FrameType | undefined {
  const name = value === '' ? 'none' : value === 'editor' ? 'code' : value === 'shell' ? 'terminal' : value;
  return name === 'auto' || name === 'code' || name === 'terminal' || name === 'none' ? name : undefined;
}

const EXTENSIONS = GROUPS.flat()
  .sort()
  .map((ext) => ext.replace(/[-]/g, '\\-'))
  .join('|');
// A whole-line comment (`//`, `#` but not `#!`, `<!--`, `/*`) holding an optional label ending in a
// colon (not a drive letter `C:` nor a scheme `https://`) and then the file name.
const COMMENT = new RegExp(
  `^\\s*(?://|#(?!!)|<!--|/\\*)\\s*(?:((?![a-z]:).*?)(?:\\uff1a|:(?!//)))?\\s*((?:[a-z]:)?[\\w./~%[\\]+\\\\-]*(?:\\.(?:${EXTENSIONS}))?)\\s*(?:-->|\\*/)?\\s*$`,
  'i',
);

/** The file name a comment line names, by Expressive Code's rule; undefined when it names none. */
export function fileNameFromComment(line: string, lang: string | undefined): string | undefined {
  const match = COMMENT.exec(line);
  const label = match?.[1] ?? '';
  const name = match?.[2];
  if (name === undefined || name === '' || !/[^.:/\\~]/.test(name) || /^\.{2,}(?![/\\])/.test(name)) return;
  const group = GROUPS.find((languages) => lang !== undefined && languages.includes(lang));
  const base = name.replace(/^.*[/\\]/, '');
  const extension = /\.([^.]+)$/.exec(base)?.[1];
  const pathLike =
    /^(?:\/|\\|\.[/\\]|~|[a-z]:).+/i.test(name) ||
    base.startsWith('.') ||
    (/[/\\]/.test(name) && /[^/\\0-9.]/.test(name) && name === name.toLowerCase());
  if (pathLike && (label === '' || group === TERMINAL)) return name;
  if (extension === undefined || (group !== undefined && !group.includes(extension))) return;
  return name;
}

/**
 * Takes a file-name comment from the first four lines as the title: the comment goes, and so
 * does a front matter block it leaves empty and a blank line after it. Lines are not changed
 * when there is none.
 */
export function extractFileName(
  lines: string[],
  lang: string | undefined,
): { title: string; lines: string[] } | undefined {
  let at = -1;
  let title: string | undefined;
  for (let index = 0; index < Math.min(4, lines.length) && title === undefined; index++) {
    title = fileNameFromComment(lines[index]!, lang);
    at = index;
  }
  if (title === undefined) return undefined;
  const rest = [...lines];
  rest.splice(at, 1);
  if (lang !== undefined && FRONT_MATTER_LANGUAGES.has(lang) && at > 0) {
    const open = rest[at - 1]?.trim();
    if ((open === '---' || open === '+++') && rest[at]?.trim() === open) {
      at--;
      rest.splice(at, 2);
    }
  }
  if (rest.length > 1 && rest[at]?.trim() === '') rest.splice(at, 1);
  return { title, lines: rest };
}

/**
 * The frame a block gets: `frame=` when set; otherwise a terminal for shell languages unless
 * the title is a file name or a shebang starts the code (a script file, so an editor frame),
 * and an editor frame for the rest.
 */
export function resolveFrame(
  frame: FrameType | undefined,
  lang: string | undefined,
  title: string | undefined,
  lines: readonly string[],
): Exclude<FrameType, 'auto'> {
  if (frame !== undefined && frame !== 'auto') return frame;
  if (!isTerminalLanguage(lang)) return 'code';
  const script =
    (title !== undefined && fileNameFromComment(`// ${title}`, lang) !== undefined) ||
    lines.slice(0, 4).some((line) => /^\s*#!/.test(line));
  return script ? 'code' : 'terminal';
}

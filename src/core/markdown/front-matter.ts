import { parseDocument } from 'yaml';

/** A markdown file split into its front matter and body. */
export interface SplitSource {
  frontMatter: Record<string, unknown>;
  /**
   * The markdown after the front matter, with the front matter replaced by as many empty lines,
   * so line numbers in the body are line numbers in the file.
   */
  body: string;
}

// A YAML block at the very start: '---' line, content, '---' (or '...') line. CRLF tolerant.
const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)??(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

/**
 * Splits a leading YAML front matter block off a markdown file. A BOM is ignored. Throws an
 * Error naming `file` when the block is not valid YAML or not a mapping.
 *
 * `parsed` is the block's value when the caller has already parsed it (the content loader does,
 * to validate it): then the YAML is not parsed a second time. An empty block is still `{}`.
 */
export function splitFrontMatter(
  source: string,
  file: string,
  parsed?: Record<string, unknown>,
): SplitSource {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const match = FRONT_MATTER.exec(text);
  if (match === null) return { frontMatter: {}, body: text };

  const yaml = match[1] ?? '';
  const lines = match[0].split('\n').length - 1;
  const body = '\n'.repeat(lines) + text.slice(match[0].length);
  if (parsed !== undefined) return { frontMatter: yaml === '' ? {} : parsed, body };
  const document = parseDocument(yaml, { prettyErrors: true, uniqueKeys: true });
  const [error] = document.errors;
  if (error !== undefined) {
    throw new Error(`${file}: front matter is not valid YAML: ${error.message.split('\n')[0]}`);
  }
  const value: unknown = document.toJS();
  if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
    throw new Error(`${file}: front matter is not valid YAML: expected a mapping of keys to values`);
  }
  return { frontMatter: (value ?? {}) as Record<string, unknown>, body };
}

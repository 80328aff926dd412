import { parseDocument } from 'yaml';
import type { ContentProblem } from './validation-error.ts';

/**
 * Parses YAML text; on a syntax error, records a problem naming the file and line and returns
 * undefined. Duplicate keys count as errors, as they almost always are authoring mistakes.
 * `lineOffset` is the number of file lines before `text` (1 for front matter, after its '---').
 */
export function parseYaml(text: string, file: string, problems: ContentProblem[], lineOffset = 0): unknown {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: true });
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      const at = error.linePos?.[0]?.line;
      const line = at === undefined ? undefined : at + lineOffset;
      problems.push({
        file,
        field: '(yaml)',
        message: `not valid YAML: ${error.message.split('\n')[0]}`,
        ...(line === undefined ? {} : { line }),
      });
    }
    return undefined;
  }
  return doc.toJS();
}

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

/** Splits a markdown file into its YAML front matter text (if any) and body. */
export function splitFrontMatter(source: string): {
  yaml: string | undefined;
  body: string;
  bodyLineOffset: number;
} {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { yaml: undefined, body: source.replace(/^\uFEFF/, ''), bodyLineOffset: 0 };
  const consumed = match[0];
  return {
    yaml: match[1] ?? '',
    body: source.slice(consumed.length),
    bodyLineOffset: consumed.split('\n').length - (consumed.endsWith('\n') ? 1 : 0),
  };
}

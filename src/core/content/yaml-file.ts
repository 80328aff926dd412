import { LineCounter, parseDocument, visit } from 'yaml';
import { FORBIDDEN_CHARACTER, forbiddenCharacterProblems } from './rules/forbidden-characters.ts';
import type { ContentProblem } from './validation-error.ts';

/**
 * Parses YAML text; on a syntax error, records a problem naming the file and line and returns
 * undefined. Duplicate keys count as errors, as they almost always are authoring mistakes.
 * `lineOffset` is the number of file lines before `text` (1 for front matter, after its '---').
 */
export function parseYaml(text: string, file: string, problems: ContentProblem[], lineOffset = 0): unknown {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: true, lineCounter });
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
  // Escapes ("\uFDD0", "\x1b") put forbidden characters into values the raw text does not show.
  if (FORBIDDEN_CHARACTER.test(text) || text.includes('\\')) {
    const before = problems.length;
    visit(doc, {
      Scalar(_key, node) {
        if (typeof node.value !== 'string' || !FORBIDDEN_CHARACTER.test(node.value)) return;
        const line = lineCounter.linePos(node.range?.[0] ?? 0).line + lineOffset;
        for (const problem of forbiddenCharacterProblems(node.value, file, '(yaml)'))
          problems.push({ ...problem, line });
      },
    });
    if (problems.length > before) return undefined;
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

// An opening code fence (also inside blockquotes and lists) and its info string's first word.
const FENCE = /^[ \t>*+-]*(?:\d+[.)][ \t]*)?(?:`{3,}|~{3,})[ \t]*([^\s`{]+)/gm;

/**
 * The languages named by the code fences of a markdown source, lower-cased. A build calls this
 * over its sources and passes the result to `renderer.loadLanguages` before rendering, so only
 * the grammars the content uses are loaded. It may over-report (a fence inside a fence); that
 * only loads a grammar too many.
 */
export function fenceLanguages(source: string): Set<string> {
  const langs = new Set<string>();
  for (const match of source.matchAll(FENCE)) langs.add(match[1]!.toLowerCase());
  return langs;
}

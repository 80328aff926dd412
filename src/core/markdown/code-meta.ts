import { frameType, type FrameType } from './code-frames.ts';

/** Text inside lines to mark: a literal string, or every match of a regular expression. */
export interface TextMarker {
  kind: 'highlight' | 'ins' | 'del';
  /** Global, with match indices (`gd`): only capture groups are marked when it has them. */
  pattern: string | RegExp;
}

/**
 * The info string after a fence's language, in the forms Docusaurus and Expressive Code
 * (Starlight) read: `title="a.ts"` (or `title=a.ts`), `{1,3-5}` and `mark={…}` highlights,
 * `ins={…}` / `del={…}`, `collapse={…}`, `showLineNumbers` (`=5` starts at 5, `=false` turns
 * it off), `startLineNumber=5`, for `diff` blocks `lang="js"`, `frame="code|terminal|none|auto"`,
 * and inline text markers: `"text"` and `/regex/`, bare or as `mark=`, `ins=`, `del=`.
 * Anything else is read past and listed in `ignored`.
 */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight. */
  highlight: number[];
  ins: number[];
  del: number[];
  /** 1-based inclusive ranges of lines folded into one collapsed section each. */
  collapse: [number, number][];
  /** First line number when line numbers are shown; undefined when they are not. */
  lineNumbersFrom?: number;
  /** The language a `diff` block's code is highlighted in (`lang="js"`). */
  lang?: string;
  /** `frame=`; undefined is `auto`. */
  frame?: FrameType;
  /** Text marked inside lines, in meta order. */
  textMarks: TextMarker[];
  /** Meta tokens read past without effect, as written: for reports. */
  ignored: string[];
}

/** A fence can hold at most this many lines worth marking: a typo like `{1-99999999}` stays cheap. */
const MAX_LINE = 100_000;

// One meta token: key=value with a quoted, braced, /regex/ or bare value; a braced range; a
// quoted string; a /regex/; or a bare word. Quotes and regexes may hold spaces.
const TOKEN =
  /([A-Za-z][\w-]*)=("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\{[^}]*\}|\/(?:[^/\\]|\\.)*\/|\S+)|(\{[^}]*\})|("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|(\/(?:[^/\\]|\\.)+\/)|(\S+)/g;

/** Parses a fence's meta string (undefined or '' gives no options). */
export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const result: CodeMeta = { highlight: [], ins: [], del: [], collapse: [], textMarks: [], ignored: [] };
  if (meta === undefined) return result;
  let showNumbers: boolean | number | undefined;
  let start: number | undefined;
  for (const match of meta.matchAll(TOKEN)) {
    const [token, key, value, braced, quoted, regex, word] = match;
    if (braced !== undefined) result.highlight.push(...lineList(braced));
    else if (quoted !== undefined || regex !== undefined) addTextMark(result, 'highlight', token);
    else if (word === 'showLineNumbers') showNumbers = true;
    else if (key === undefined || value === undefined) result.ignored.push(token);
    else {
      switch (key) {
        case 'title':
          result.title = unquote(value);
          break;
        case 'mark':
        case 'ins':
        case 'del':
          if (value.startsWith('{')) result[key === 'mark' ? 'highlight' : key].push(...lineList(value));
          else if (/^["'/]/.test(value))
            addTextMark(result, key === 'mark' ? 'highlight' : key, value, token);
          else result.ignored.push(token);
          break;
        case 'frame': {
          const frame = frameType(unquote(value));
          if (frame === undefined) result.ignored.push(token);
          else result.frame = frame;
          break;
        }
        case 'collapse':
          if (value.startsWith('{')) result.collapse.push(...lineRanges(value));
          else result.ignored.push(token);
          break;
        case 'showLineNumbers':
          showNumbers = /^\d+$/.test(value) ? Number(value) : unquote(value) !== 'false';
          break;
        case 'startLineNumber':
          if (/^\d+$/.test(unquote(value))) start = Number(unquote(value));
          break;
        case 'lang':
          result.lang = unquote(value).toLowerCase();
          break;
        default:
          result.ignored.push(token);
      }
    }
  }
  if (showNumbers !== undefined && showNumbers !== false) {
    result.lineNumbersFrom = typeof showNumbers === 'number' ? showNumbers : (start ?? 1);
  }
  return result;
}

/** A `"text"` or `/regex/` marker; an invalid regular expression is reported as ignored. */
function addTextMark(result: CodeMeta, kind: TextMarker['kind'], value: string, token = value): void {
  if (!value.startsWith('/')) {
    const text = unquote(value);
    if (text !== '') result.textMarks.push({ kind, pattern: text });
    return;
  }
  try {
    // Only `\/` is an escape of the meta; every other backslash belongs to the expression.
    result.textMarks.push({ kind, pattern: new RegExp(value.slice(1, -1).replace(/\\\//g, '/'), 'gd') });
  } catch {
    result.ignored.push(token);
  }
}

function unquote(value: string): string {
  const quote = value[0];
  return (quote === '"' || quote === "'") && value.endsWith(quote) && value.length > 1
    ? value.slice(1, -1).replace(/\\(.)/g, '$1')
    : value;
}

/** `{1, 3-5}` as ranges; malformed parts are skipped. */
export function lineRanges(braced: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const part of braced.replace(/^\{|\}$/g, '').split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (match === null) continue;
    const from = Number(match[1]);
    const to = Math.min(match[2] === undefined ? from : Number(match[2]), MAX_LINE);
    if (from >= 1 && from <= to) ranges.push([from, to]);
  }
  return ranges;
}

function lineList(braced: string): number[] {
  const lines: number[] = [];
  for (const [from, to] of lineRanges(braced)) for (let line = from; line <= to; line++) lines.push(line);
  return lines;
}

import { extractFileName, resolveFrame } from './code-frames.ts';
import { parseCodeMeta } from './code-meta.ts';
import { findInlineMarks, type InlineMark } from './inline-marks.ts';
import { applyMagicComments } from './magic-comments.ts';

/** How one line is marked. */
export type LineMark = 'highlight' | 'ins' | 'del';

/** What a fenced block shows: the code as displayed and copied, and how its lines are marked. */
export interface CodePlan {
  /** The code shown, copied and indexed: magic comments (and stripped diff markers) removed. */
  code: string;
  /** Language the code is highlighted in. */
  lang: string | undefined;
  title?: string;
  /** The frame: a terminal window, an editor (its title a tab), or none (no title shown). */
  frame: 'code' | 'terminal' | 'none';
  /** Marked text per 0-based line index (Expressive Code's `"text"` and `/regex/` markers). */
  inlineMarks: Map<number, InlineMark[]>;
  /** Mark per 0-based line index; ins/del win over highlight. */
  marks: Map<number, LineMark>;
  /** 0-based inclusive ranges folded into collapsed sections, sorted, not overlapping. */
  collapse: [number, number][];
  lineNumbersFrom?: number;
  /** Whether +/- are not in the code text, so the gutter has to show them. */
  diffGlyphs: boolean;
}

// Lines of a real diff that are not changes, where an Expressive Code `lang=` diff is left as is.
const DIFF_HEADER = /^(?:\+\+\+ |--- |@@ |diff --git |index )/;

/**
 * Works out what a fenced block shows (decision 0036): ` ```diff ` blocks mark their `+`/`-`
 * lines and keep the signs in the code (a diff is copied as a diff); with `lang="js"` the signs
 * are removed, the code is highlighted as that language and the gutter shows them, as
 * Expressive Code does. Without a title, a file-name comment on the first lines becomes the
 * title and leaves the code (Expressive Code's rule, code-frames.ts). Line numbers in the meta
 * count the lines as shown.
 */
export function planCode(value: string, lang: string | undefined, meta: string | undefined): CodePlan {
  const options = parseCodeMeta(meta);
  const lower = lang?.toLowerCase();
  const marks = new Map<number, LineMark>();
  let lines = value.split('\n');
  let highlightLang = lower;
  let diffGlyphs = false;
  let title = options.title === '' ? undefined : options.title;

  if (lower === 'diff') {
    const strip = options.lang !== undefined && !lines.some((line) => DIFF_HEADER.test(line));
    lines = lines.map((line, index) => {
      const sign = line[0];
      if ((sign === '+' || sign === '-') && !DIFF_HEADER.test(line)) {
        marks.set(index, sign === '+' ? 'ins' : 'del');
      }
      return strip && (sign === '+' || sign === '-' || sign === ' ') ? line.slice(1) : line;
    });
    if (strip) {
      highlightLang = options.lang;
      diffGlyphs = true;
    }
  } else {
    // Before magic comments, whose highlights index the lines that remain.
    if (title === undefined && options.frame !== 'none') {
      const extracted = extractFileName(lines, lower);
      if (extracted !== undefined) ({ title, lines } = extracted);
    }
    const magic = applyMagicComments(lines, lower);
    lines = magic.lines;
    for (const index of magic.highlighted) marks.set(index, 'highlight');
  }
  const frame = resolveFrame(options.frame, highlightLang, title, lines);
  const inlineMarks = new Map<number, InlineMark[]>();
  if (options.textMarks.length > 0) {
    lines.forEach((line, index) => {
      const found = findInlineMarks(line, options.textMarks);
      if (found.length > 0) inlineMarks.set(index, found);
    });
  }
  const count = lines.length;
  const mark = (numbers: number[], kind: LineMark) => {
    for (const number of numbers) {
      if (number > count) continue;
      if (kind === 'highlight' && marks.has(number - 1)) continue;
      marks.set(number - 1, kind);
    }
  };
  mark(options.highlight, 'highlight');
  mark(options.ins, 'ins');
  mark(options.del, 'del');
  if (options.ins.length > 0 || options.del.length > 0) diffGlyphs ||= lower !== 'diff';

  return {
    code: lines.join('\n'),
    lang: highlightLang,
    ...(title === undefined || frame === 'none' ? {} : { title }),
    frame,
    inlineMarks,
    marks,
    collapse: mergeRanges(options.collapse, count),
    ...(options.lineNumbersFrom === undefined ? {} : { lineNumbersFrom: options.lineNumbersFrom }),
    diffGlyphs,
  };
}

/** 1-based ranges as sorted 0-based ranges within the block; overlapping ones merge. */
function mergeRanges(ranges: [number, number][], count: number): [number, number][] {
  const sorted = ranges
    .map(([from, to]): [number, number] => [from - 1, Math.min(to, count) - 1])
    .filter(([from, to]) => from <= to)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last !== undefined && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return merged;
}

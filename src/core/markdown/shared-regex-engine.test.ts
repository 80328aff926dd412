import { createOnigurumaEngine } from 'shiki';
import { describe, expect, it } from 'vitest';
import { readOnigWasm } from './onig-wasm.node.ts';
import { createSharedRegexEngine } from './shared-regex-engine.ts';

const PATTERNS = [
  '\\b(if|else|for)\\b',
  '(?<=\\.)\\w+',
  '\\G\\s*',
  '\\G[a-z]+',
  '"(?:[^"\\\\]|\\\\.)*"',
  '\\d+(\\.\\d+)?',
  '(a)|(b)',
  '\\w+(?=\\()',
  '//.*$',
  '[{}()\\[\\]]',
  'x',
];
const LINES = [
  'if (a.b(1.5)) { return "q\\"x"; } // done',
  'else for x in items.map(f) bb',
  '   "unterminated and ( brackets [',
  'no match here at all ~~~',
];

/** Every search a tokenizer would make along a line: from each position, on one string. */
function searches(engine: Awaited<ReturnType<typeof createSharedRegexEngine>>, patterns: string[]) {
  const scanner = engine.createScanner(patterns);
  return LINES.map((line) => {
    const string = engine.createString(line);
    const found = [];
    for (let start = 0; start <= line.length; start++)
      found.push(scanner.findNextMatchSync(string, start, 0));
    string.dispose?.();
    return found;
  });
}

describe('createSharedRegexEngine', () => {
  it("finds what Oniguruma's own scanner finds, search after search", async () => {
    const onig = await createOnigurumaEngine(import('shiki/wasm'));
    const shared = await createSharedRegexEngine(readOnigWasm());
    for (const patterns of [PATTERNS, [...PATTERNS].reverse(), PATTERNS.slice(2, 7), ['x', 'x', '\\w']]) {
      expect(searches(shared, patterns)).toEqual(searches(onig, patterns));
    }
  });

  it('keeps working for other scanners when one that shared its expressions is disposed', async () => {
    const shared = await createSharedRegexEngine(readOnigWasm());
    const first = shared.createScanner(['\\d+', 'y']);
    const second = shared.createScanner(['y', '\\d+']);
    first.dispose?.();
    first.dispose?.();
    const string = shared.createString('ab 42 y');
    expect(second.findNextMatchSync(string, 0, 0)).toMatchObject({
      index: 1,
      captureIndices: [{ start: 3, end: 5 }],
    });
    expect(shared.createScanner(['\\d+']).findNextMatchSync('7', 0, 0)).toMatchObject({ index: 0 });
  });
});

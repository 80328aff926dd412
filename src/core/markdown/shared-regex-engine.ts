import { createOnigurumaEngine, type RegexEngine } from 'shiki';

/** Oniguruma's WebAssembly binary, or a promise of it, as Shiki's engine takes it. */
export type OnigWasm = Parameters<typeof createOnigurumaEngine>[0];

type Scanner = ReturnType<RegexEngine['createScanner']>;
type Match = NonNullable<ReturnType<Scanner['findNextMatchSync']>>;
/** Shiki's Oniguruma strings carry an id that is unique for the life of the process. */
type EngineString = ReturnType<RegexEngine['createString']> & { id?: number };

/** One compiled expression, shared by every scanner that holds it, with its last search. */
interface SharedRegex {
  scanner: Scanner;
  /** Scanners holding it; it is freed when the last one is disposed. */
  users: number;
  /** A `\G` match depends on where the search starts, so its results cannot be reused. */
  anchored: boolean;
  lastString: number;
  lastStart: number;
  lastOptions: number;
  lastMatch: Match | null;
}

/**
 * Shiki's Oniguruma engine with each expression compiled once per highlighter rather than once
 * per scanner. TextMate grammars build a scanner for every rule state out of the patterns that
 * apply there, so the same patterns are compiled again and again: the grammars of the corpora
 * make 834 scanners of 27,000 patterns, of which only 2,200 differ. Compiled expressions live in
 * WebAssembly memory, which never shrinks: ~220 MB per highlighter with Shiki's engine, ~40 MB
 * with this one, and a tenth of the compile time.
 *
 * A scanner searches its expressions one by one and returns the leftmost match, the first
 * pattern winning a tie: what Oniguruma's scanner does. As in vscode-oniguruma, each
 * expression's last search of a line is reused while it is still ahead of the search position,
 * so one line costs about one search per expression.
 *
 * `wasm` is Oniguruma's WebAssembly binary (in Node, `readOnigWasm()` of onig-wasm.node.ts).
 */
export async function createSharedRegexEngine(wasm: OnigWasm): Promise<RegexEngine> {
  const onig = await createOnigurumaEngine(wasm);
  const compiled = new Map<string, SharedRegex>();

  const acquire = (pattern: string): SharedRegex => {
    let regex = compiled.get(pattern);
    if (regex === undefined) {
      regex = {
        scanner: onig.createScanner([pattern]),
        users: 0,
        anchored: pattern.includes('\\G'),
        lastString: -1,
        lastStart: 0,
        lastOptions: 0,
        lastMatch: null,
      };
      compiled.set(pattern, regex);
    }
    regex.users++;
    return regex;
  };
  // Rules whose end pattern refers back to the begin match get a new pattern per match, and
  // their scanners are disposed: free those expressions instead of keeping them forever.
  const release = (pattern: string, regex: SharedRegex) => {
    if (--regex.users > 0) return;
    compiled.delete(pattern);
    regex.scanner.dispose?.();
  };
  let stringIds = 0;

  return {
    createString: (text) => onig.createString(text),
    createScanner(patterns) {
      const sources = patterns.map((pattern) => (typeof pattern === 'string' ? pattern : pattern.source));
      const regexes = sources.map(acquire);
      let disposed = false;
      return {
        findNextMatchSync(input, start, options = 0) {
          const string: EngineString = typeof input === 'string' ? onig.createString(input) : input;
          // Strings without an id (not Shiki's) are never reused between searches.
          const id = string.id ?? --stringIds;
          let best: Match | null = null;
          let bestStart = Infinity;
          let bestIndex = -1;
          for (let index = 0; index < regexes.length; index++) {
            const regex = regexes[index]!;
            let match: Match | null;
            if (
              !regex.anchored &&
              regex.lastString === id &&
              regex.lastOptions === options &&
              regex.lastStart <= start &&
              (regex.lastMatch === null || regex.lastMatch.captureIndices[0]!.start >= start)
            ) {
              match = regex.lastMatch;
            } else {
              match = regex.scanner.findNextMatchSync(string, start, options);
              regex.lastString = id;
              regex.lastStart = start;
              regex.lastOptions = options;
              regex.lastMatch = match;
            }
            if (match === null) continue;
            const matchStart = match.captureIndices[0]!.start;
            if (matchStart < bestStart) {
              best = match;
              bestStart = matchStart;
              bestIndex = index;
              // Nothing can start earlier, and a later pattern loses a tie.
              if (matchStart === start) break;
            }
          }
          if (typeof input === 'string') string.dispose?.();
          return best === null ? null : { index: bestIndex, captureIndices: best.captureIndices };
        },
        dispose() {
          if (disposed) return;
          disposed = true;
          regexes.forEach((regex, index) => release(sources[index]!, regex));
        },
      };
    },
  };
}

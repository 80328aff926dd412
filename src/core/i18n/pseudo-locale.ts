// One accented look-alike per ASCII letter; kept as a table so the mapping reads at a glance.
// prettier-ignore
const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ó', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ó', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/**
 * The en_ZZ pseudo-translation of one ICU message: letters accented, text lengthened by about a
 * third with tildes (translations run long) and the whole wrapped in ⟦ ⟧, so any string that
 * reaches the page without going through the catalogue stands out as plain ASCII. ICU syntax is kept intact:
 * argument names, plural and select keywords, `#` and quoted text are not touched.
 */
export function pseudoLocalize(message: string): string {
  let out = '';
  let letters = 0;
  // What each open '{' began: an argument with options, or one option's text.
  const open: ('arg' | 'option')[] = [];
  for (let i = 0; i < message.length; i++) {
    const ch = message[i]!;
    const next = message[i + 1];
    if (ch === "'" && (next === "'" || next === '{' || next === '}' || next === '#')) {
      // '' and quoted syntax are literal text whose quoting must survive verbatim.
      const end = next === "'" ? i + 1 : message.indexOf("'", i + 1);
      const stop = end < 0 ? message.length - 1 : end;
      out += message.slice(i, stop + 1);
      i = stop;
      continue;
    }
    if (ch === '{') {
      // Directly inside a plural or select, a brace opens an option's text, whatever it holds.
      const head = open.at(-1) === 'arg' ? undefined : argumentHead(message, i);
      if (head === undefined) open.push('option');
      else if (!head.simple) open.push('arg');
      const end = head?.end ?? i + 1;
      out += message.slice(i, end);
      i = end - 1;
      continue;
    }
    if (ch === '}') {
      out += ch;
      if (open.pop() === 'option') {
        const keyEnd = optionKeyEnd(message, i + 1);
        out += message.slice(i + 1, keyEnd);
        i = keyEnd - 1;
      }
      continue;
    }
    const accented = ACCENTED[ch];
    if (accented !== undefined) letters++;
    out += accented ?? ch;
  }
  return `⟦${out}${padding(Math.ceil(letters / 3))}⟧`;
}

/**
 * `count` tildes in groups of five joined by spaces, so a long message's padding wraps like words
 * do instead of forming one unbreakable run that no real translation would have.
 */
function padding(count: number): string {
  return (
    '~'
      .repeat(count)
      .match(/~{1,5}/g)
      ?.join(' ') ?? ''
  );
}

/**
 * At a '{': the end of a simple argument ('{name}', '{n, number}'), or of a plural/select head up
 * to its first option's '{'. Undefined when the brace opens an option's text instead.
 */
function argumentHead(message: string, start: number): { end: number; simple: boolean } | undefined {
  const rest = message.slice(start);
  const simple = /^\{\s*[\w-]+\s*(,\s*number\s*)?\}/.exec(rest);
  if (simple !== null) return { end: start + simple[0].length, simple: true };
  const head = /^\{\s*[\w-]+\s*,\s*(plural|select)\s*,[^{]*/.exec(rest);
  return head === null ? undefined : { end: start + head[0].length, simple: false };
}

/** After an option's text closes: the next option key (e.g. ' other ') up to its '{', if any. */
function optionKeyEnd(message: string, start: number): number {
  const key = /^\s*=?[\w-]+\s*(?=\{)/.exec(message.slice(start));
  return start + (key?.[0].length ?? 0);
}

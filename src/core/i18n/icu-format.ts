/** Values that may fill a message's `{name}` arguments. */
export type MessageValues = Readonly<Record<string, string | number>>;

type Part =
  | string
  | { kind: 'arg'; name: string; style?: 'number' }
  | { kind: 'pound' }
  | { kind: 'plural' | 'select'; name: string; options: Map<string, Part[]> };

/**
 * A parse error in a catalogue message. Catalogues are checked by unit tests against FormatJS's
 * own parser, so this only surfaces while a translator is editing.
 */
export class IcuSyntaxError extends Error {}

const cache = new Map<string, Part[]>();

/**
 * Formats an ICU MessageFormat string: plain `{arg}`, `{n, number}`, `{n, plural, =0 {…} one {…}
 * other {…}}` with `#`, `{x, select, … other {…}}` and apostrophe quoting. It is the subset the
 * catalogues use, in well under a kilobyte, so islands need not ship FormatJS (about 10 KB gzip);
 * a unit test formats every catalogue message both ways and requires identical output. A missing
 * value leaves its `{name}` visible, so a gap shows in review instead of printing nothing.
 */
export function formatIcu(message: string, values: MessageValues = {}, locale = 'en'): string {
  return render(parse(message), values, locale, undefined);
}

/**
 * The argument names a message uses, in order of first appearance (plural and select arguments
 * included, `#` not). Throws {@link IcuSyntaxError} on a malformed message.
 */
export function argumentNames(message: string): string[] {
  const names: string[] = [];
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string' || part.kind === 'pound') continue;
      if (!names.includes(part.name)) names.push(part.name);
      if (part.kind !== 'arg') for (const branch of part.options.values()) walk(branch);
    }
  };
  walk(parse(message));
  return names;
}

function parse(message: string): Part[] {
  let parts = cache.get(message);
  if (parts === undefined) {
    parts = parseMessage(message);
    cache.set(message, parts);
  }
  return parts;
}

function render(parts: Part[], values: MessageValues, locale: string, pound: number | undefined): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part.kind === 'pound') out += pound === undefined ? '#' : formatNumber(pound, locale);
    else if (!Object.hasOwn(values, part.name)) out += `{${part.name}}`;
    else if (part.kind === 'arg') {
      const value = values[part.name];
      out += part.style === 'number' ? formatNumber(Number(value), locale) : String(value);
    } else {
      const value = values[part.name];
      const chosen =
        part.kind === 'plural'
          ? pluralOption(part.options, Number(value), locale)
          : part.options.get(String(value));
      const branch = chosen ?? part.options.get('other') ?? [];
      out += render(branch, values, locale, part.kind === 'plural' ? Number(value) : pound);
    }
  }
  return out;
}

function pluralOption(options: Map<string, Part[]>, n: number, locale: string): Part[] | undefined {
  return options.get(`=${n}`) ?? options.get(new Intl.PluralRules(locale.replace('_', '-')).select(n));
}

function formatNumber(n: number, locale: string): string {
  return new Intl.NumberFormat(locale.replace('_', '-')).format(n);
}

/**
 * Parses a message. A closure rather than a class: its state and helpers get one-letter names
 * when minified, and it is part of every island's code (docs/decisions/0065-page-weight.md).
 */
function parseMessage(text: string): Part[] {
  let at = 0;

  /** Reads text and arguments up to an unmatched '}' (nested) or the end. */
  function parseParts(nested: boolean, inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let literal = '';
    const flush = () => {
      if (literal !== '') parts.push(literal);
      literal = '';
    };
    while (at < text.length) {
      const ch = text[at]!;
      // A '}' closes an option's text; at the top level it is literal, as in FormatJS.
      if (ch === '}' && nested) break;
      if (ch === "'") {
        literal += readQuoted(inPlural);
        continue;
      }
      if (ch === '{') {
        flush();
        parts.push(parseArgument());
        continue;
      }
      if (ch === '#' && inPlural) {
        flush();
        parts.push({ kind: 'pound' });
        at++;
        continue;
      }
      literal += ch;
      at++;
    }
    flush();
    return parts;
  }

  /** ICU apostrophe rules: '' is one apostrophe; ' before a syntax character quotes until the next '. */
  function readQuoted(inPlural: boolean): string {
    const next = text[at + 1];
    if (next === "'") {
      at += 2;
      return "'";
    }
    // As in ICU 4.8+ and FormatJS: only an apostrophe before a syntax character starts quoting.
    if (next === undefined || !('{}<>'.includes(next) || (inPlural && next === '#'))) {
      at++;
      return "'";
    }
    let out = '';
    at++;
    while (at < text.length) {
      const ch = text[at]!;
      if (ch === "'" && text[at + 1] === "'") {
        out += "'";
        at += 2;
      } else if (ch === "'") {
        at++;
        return out;
      } else {
        out += ch;
        at++;
      }
    }
    return out;
  }

  function parseArgument(): Part {
    at++; // '{'
    const name = readWord();
    skipSpace();
    if (eat('}')) return { kind: 'arg', name };
    if (!eat(',')) throw new IcuSyntaxError(`Expected ',' or '}' after {${name} in: ${text}`);
    const type = readWord();
    skipSpace();
    if (type === 'number' && eat('}')) return { kind: 'arg', name, style: 'number' };
    if ((type !== 'plural' && type !== 'select') || !eat(',')) {
      throw new IcuSyntaxError(`Unsupported argument {${name}, ${type}} in: ${text}`);
    }
    const options = new Map<string, Part[]>();
    for (;;) {
      skipSpace();
      if (eat('}')) break;
      const selector = readWord();
      skipSpace();
      if (selector === '' || !eat('{')) throw new IcuSyntaxError(`Bad option in: ${text}`);
      options.set(selector, parseParts(true, type === 'plural'));
      if (!eat('}')) throw new IcuSyntaxError(`Unclosed option '${selector}' in: ${text}`);
    }
    if (!options.has('other')) throw new IcuSyntaxError(`Missing 'other' option in: ${text}`);
    return { kind: type, name, options };
  }

  function readWord(): string {
    skipSpace();
    const match = /^=?[\w-]+/.exec(text.slice(at));
    at += match?.[0].length ?? 0;
    return match?.[0] ?? '';
  }

  function skipSpace(): void {
    while (/\s/.test(text[at] ?? '')) at++;
  }

  function eat(ch: string): boolean {
    if (text[at] !== ch) return false;
    at++;
    return true;
  }

  return parseParts(false, false);
}

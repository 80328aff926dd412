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
    parts = new Parser(message).parseAll();
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

class Parser {
  private at = 0;
  private readonly text: string;
  constructor(text: string) {
    this.text = text;
  }

  parseAll(): Part[] {
    return this.parseParts(false, false);
  }

  /** Reads text and arguments up to an unmatched '}' (nested) or the end. */
  private parseParts(nested: boolean, inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let literal = '';
    const flush = () => {
      if (literal !== '') parts.push(literal);
      literal = '';
    };
    while (this.at < this.text.length) {
      const ch = this.text[this.at]!;
      // A '}' closes an option's text; at the top level it is literal, as in FormatJS.
      if (ch === '}' && nested) break;
      if (ch === "'") {
        literal += this.readQuoted(inPlural);
        continue;
      }
      if (ch === '{') {
        flush();
        parts.push(this.parseArgument());
        continue;
      }
      if (ch === '#' && inPlural) {
        flush();
        parts.push({ kind: 'pound' });
        this.at++;
        continue;
      }
      literal += ch;
      this.at++;
    }
    flush();
    return parts;
  }

  /** ICU apostrophe rules: '' is one apostrophe; ' before a syntax character quotes until the next '. */
  private readQuoted(inPlural: boolean): string {
    const next = this.text[this.at + 1];
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    // As in ICU 4.8+ and FormatJS: only an apostrophe before a syntax character starts quoting.
    if (next === undefined || !('{}<>'.includes(next) || (inPlural && next === '#'))) {
      this.at++;
      return "'";
    }
    let out = '';
    this.at++;
    while (this.at < this.text.length) {
      const ch = this.text[this.at]!;
      if (ch === "'" && this.text[this.at + 1] === "'") {
        out += "'";
        this.at += 2;
      } else if (ch === "'") {
        this.at++;
        return out;
      } else {
        out += ch;
        this.at++;
      }
    }
    return out;
  }

  private parseArgument(): Part {
    this.at++; // '{'
    const name = this.readWord();
    this.skipSpace();
    if (this.eat('}')) return { kind: 'arg', name };
    if (!this.eat(',')) throw new IcuSyntaxError(`Expected ',' or '}' after {${name} in: ${this.text}`);
    const type = this.readWord();
    this.skipSpace();
    if (type === 'number' && this.eat('}')) return { kind: 'arg', name, style: 'number' };
    if ((type !== 'plural' && type !== 'select') || !this.eat(',')) {
      throw new IcuSyntaxError(`Unsupported argument {${name}, ${type}} in: ${this.text}`);
    }
    const options = new Map<string, Part[]>();
    for (;;) {
      this.skipSpace();
      if (this.eat('}')) break;
      const selector = this.readWord();
      this.skipSpace();
      if (selector === '' || !this.eat('{')) throw new IcuSyntaxError(`Bad option in: ${this.text}`);
      options.set(selector, this.parseParts(true, type === 'plural'));
      if (!this.eat('}')) throw new IcuSyntaxError(`Unclosed option '${selector}' in: ${this.text}`);
    }
    if (!options.has('other')) throw new IcuSyntaxError(`Missing 'other' option in: ${this.text}`);
    return { kind: type, name, options };
  }

  private readWord(): string {
    this.skipSpace();
    const match = /^=?[\w-]+/.exec(this.text.slice(this.at));
    this.at += match?.[0].length ?? 0;
    return match?.[0] ?? '';
  }

  private skipSpace(): void {
    while (/\s/.test(this.text[this.at] ?? '')) this.at++;
  }

  private eat(ch: string): boolean {
    if (this.text[this.at] !== ch) return false;
    this.at++;
    return true;
  }
}

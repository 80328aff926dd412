import { catalogueFor } from '../../ui/i18n/catalogues.ts';
import { argumentNames, formatIcu } from '../../ui/i18n/icu-format.ts';
import { languageTag, type Locale } from '../../ui/i18n/locale.ts';
import { MARK, MARK_CHARACTER } from '../../ui/i18n/message-marks.ts';
import { en } from '../../ui/i18n/messages.ts';
import { escapeHtml } from '../../core/html/escape-html.ts';

const { start: S, end: E, arg: A, value: V } = MARK;
const NOT_MARK = `[^${S}${E}${A}${V}]`;
/** One whole mark: case tag, id, then name/value pairs. */
const MARK_PATTERN = new RegExp(
  `${S}(Mm|mm|MM)(${NOT_MARK}+)((?:${A}${NOT_MARK}*${V}${NOT_MARK}*)*)${E}`,
  'g',
);
/** A malformed mark, and one cut short at the end (a meta description shortened inside it). */
const BROKEN_MARK = new RegExp(`${S}[^${S}${E}]*${E}`, 'g');
const CUT_MARK = new RegExp(`${S}[^${S}${E}]*?(…?)$`);
const MARK_CHARACTERS = new RegExp(`[${S}${E}${A}${V}]`, 'g');
const MAX_NESTING = 4;

/** How the text around the marks is written. */
export type MarkContext = 'html' | 'text';

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references an HTML serialiser writes (the argument values were escaped). */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

// Marks whose case the core changed carry a lower- or upper-cased id and argument names.
let idsByLowerCase: Map<string, string> | undefined;
function resolveId(id: string): string | undefined {
  if (Object.hasOwn(en, id)) return id;
  idsByLowerCase ??= new Map(Object.keys(en).map((known) => [known.toLowerCase(), known]));
  return idsByLowerCase.get(id.toLowerCase());
}

function readValues(id: string, raw: string, context: MarkContext): Record<string, string> {
  const names = argumentNames(en[id as keyof typeof en]);
  const values: Record<string, string> = {};
  for (const pair of raw.split(A).slice(1)) {
    const at = pair.indexOf(V);
    const written = pair.slice(0, at);
    const name = names.find((known) => known.toLowerCase() === written.toLowerCase()) ?? written;
    const value = pair.slice(at + 1);
    values[name] = context === 'html' ? decodeHtml(value) : value;
  }
  return values;
}

/**
 * Replaces every message mark in `text` (stored article HTML, or a plain-text field such as a
 * description) with the message in `locale`, formatted with the mark's argument values. In HTML
 * the values are decoded first and the result is escaped (& < > " '), so it is safe in text and
 * in attribute values alike. A mark with an unknown id (a build older than the catalogue) or
 * cut short is dropped: no mark character ever leaves the server.
 */
export function localizeMarks(text: string, locale: Locale, context: MarkContext = 'html'): string {
  if (!MARK_CHARACTER.test(text)) return text;
  const catalogue = catalogueFor(locale);
  const tag = languageTag(locale);
  const localizeOne = (_whole: string, letterCase: string, rawId: string, rawArgs: string) => {
    const id = resolveId(rawId);
    if (id === undefined) return '';
    const message = catalogue[id as keyof typeof catalogue];
    let out = formatIcu(message, readValues(id, rawArgs, context), locale);
    if (letterCase === 'mm') out = out.toLocaleLowerCase(tag);
    else if (letterCase === 'MM') out = out.toLocaleUpperCase(tag);
    return context === 'html' ? escapeHtml(out) : out;
  };
  // A mark can hold another in an argument (a REST heading's copy-link label names the heading,
  // itself a label): each pass replaces the innermost ones.
  let replaced = text;
  for (let pass = 0; pass < MAX_NESTING; pass++) {
    const next = replaced.replace(MARK_PATTERN, localizeOne);
    if (next === replaced) break;
    replaced = next;
  }
  return replaced.replace(BROKEN_MARK, '').replace(CUT_MARK, '$1').replace(MARK_CHARACTERS, '');
}

import { argumentNames } from './icu-format.ts';

/**
 * Message marks: placeholders for the UI strings that the content build writes into stored HTML
 * (copy buttons, callout titles, REST labels…). The build renders every page once, with a mark
 * in place of each message; the server replaces each mark with the reader's locale per request
 * (src/server/content/localize-marks.ts). So pages are neither rendered once per locale nor sent
 * twice.
 *
 * A mark is `START case id (ARG name VALUE value)* END`, made of Unicode noncharacters that real
 * text never carries (U+FDD0–U+FDD3). The core's `fillMessage` fills each `{name}` of the mark
 * template with the argument value (which the HTML serialiser escapes later). `case` is `Mm`:
 * should the core lower-case or upper-case a marked string (a tab's key is its lower-cased
 * title), it reads `mm` or `MM`, and the server applies the same change to the localized text.
 */
export const MARK = {
  start: '\uFDD0',
  end: '\uFDD1',
  arg: '\uFDD2',
  value: '\uFDD3',
} as const;

/** Matches any mark character: none may reach a browser. */
export const MARK_CHARACTER = /[\uFDD0-\uFDD3]/;

/** The case tag of a mark as written. */
export const MARK_CASE = 'Mm';

/** The mark template of one message: `fillMessage` fills each `{name}` it holds. */
export function markFor(id: string, message: string): string {
  const args = argumentNames(message)
    .map((name) => `${MARK.arg}${name}${MARK.value}{${name}}`)
    .join('');
  return `${MARK.start}${MARK_CASE}${id}${args}${MARK.end}`;
}

/**
 * A catalogue with the same ids whose messages are mark templates: what the content build
 * passes to the renderers instead of English.
 */
export function markedCatalogue(catalogue: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, message] of Object.entries(catalogue)) out[id] = markFor(id, message);
  return out;
}

import type { MessageSlot, StoredText } from '../../schemas/built.ts';
import { escapeHtml } from '../../core/html/escape-html.ts';
import { catalogueFor } from '../../ui/i18n/catalogues.ts';
import { argumentNames, formatIcu } from '../../core/i18n/icu-format.ts';
import { languageTag, type Locale } from '../../core/i18n/locale.ts';
import { en } from '../../ui/i18n/messages.ts';

/** How stored text is written: HTML (slots escaped) or plain text (escaped by whoever writes it). */
export type StoredTextContext = 'html' | 'text';

// A renderer that lower- or upper-cased a message (a tab's key is its lower-cased title) did
// so to the id too. A constant of the catalogue: the UI cannot import the server, so `en` is
// complete when this module runs.
const idsByLowerCase = new Map(Object.keys(en).map((known) => [known.toLowerCase(), known]));
function resolveId(id: string): keyof typeof en | undefined {
  if (Object.hasOwn(en, id)) return id as keyof typeof en;
  return idsByLowerCase.get(id.toLowerCase()) as keyof typeof en | undefined;
}

/** One slot's message in `locale`, as plain text; '' for an id the catalogue no longer has. */
function slotText(slot: MessageSlot, locale: Locale): string {
  const id = resolveId(slot.slot);
  if (id === undefined) return '';
  const known = argumentNames(en[id]);
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(slot.args ?? {})) {
    // Argument names were cased with the id: the catalogue's spelling is the one formatIcu reads.
    const spelled = known.find((candidate) => candidate.toLowerCase() === name.toLowerCase()) ?? name;
    values[spelled] = storedText(value, locale, 'text');
  }
  const text = formatIcu(catalogueFor(locale)[id], values, locale);
  if (slot.case === 'lower') return text.toLocaleLowerCase(languageTag(locale));
  if (slot.case === 'upper') return text.toLocaleUpperCase(languageTag(locale));
  return text;
}

/**
 * Stored text (schemas/built.ts) in `locale`: the build's fragments as they are, joined with
 * each slot's message formatted in the locale. In HTML the message is escaped (& < > " '), which
 * is safe both in text and in the quoted attribute values where the build put slots; nothing
 * else is changed, so sanitised HTML stays exactly as the build sanitised it.
 */
export function storedText(parts: StoredText, locale: Locale, context: StoredTextContext): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else out += context === 'html' ? escapeHtml(slotText(part, locale)) : slotText(part, locale);
  }
  return out;
}

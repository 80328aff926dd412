import type { Locale } from '../../core/i18n/locale.ts';
import { enGB } from './locales/en-gb.ts';
import { fr } from './locales/fr.ts';
import { en, type MessageId, type Messages } from './messages.ts';
import type { I18nPayload } from '../../core/i18n/payload.ts';
import { pseudoLocalize } from '../../core/i18n/pseudo-locale.ts';

const built = new Map<Locale, Messages>();

function pseudo(): Messages {
  const out: Record<string, string> = {};
  for (const [id, text] of Object.entries(en)) out[id] = pseudoLocalize(text);
  return out as Messages;
}

/**
 * The complete catalogue of a locale: its own messages over `en` (a partial locale such as en_GB
 * lists only what differs). en_ZZ is generated from `en`, so it always covers every id.
 */
export function catalogueFor(locale: Locale): Messages {
  let catalogue = built.get(locale);
  if (catalogue === undefined) {
    if (locale === 'en_ZZ') catalogue = pseudo();
    else if (locale === 'en') catalogue = en;
    else catalogue = { ...en, ...(locale === 'fr' ? fr : enGB) };
    built.set(locale, catalogue);
  }
  return catalogue;
}

/** The catalogue's messages for the ids of one or more feature catalogues (an island's payload). */
export function pickMessages(
  locale: Locale,
  ...features: readonly Readonly<Record<string, string>>[]
): Readonly<Record<string, string>> {
  const catalogue = catalogueFor(locale);
  const out: Record<string, string> = {};
  for (const feature of features) {
    for (const id of Object.keys(feature)) out[id] = catalogue[id as MessageId] ?? feature[id]!;
  }
  return out;
}

/**
 * The `i18n` prop of a top-level component: the locale and the messages of the feature catalogues
 * it renders (its own and those of the components it includes, e.g. `layoutMessages` for
 * `ContentLink`), less those that read as the feature's own English. The component's code imports
 * its catalogues and falls back to them (`translator`), so an English page would otherwise send
 * every string twice: in the JavaScript and again in the props (docs/decisions/0065-page-weight.md).
 */
export function payloadFor(
  locale: Locale,
  ...features: readonly Readonly<Record<string, string>>[]
): I18nPayload {
  const catalogue = catalogueFor(locale);
  const messages: Record<string, string> = {};
  for (const feature of features) {
    for (const [id, source] of Object.entries(feature)) {
      const text = catalogue[id as MessageId] ?? source;
      if (text !== source) messages[id] = text;
    }
  }
  return { locale, messages };
}

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatIcu, type MessageValues } from '../../core/i18n/icu-format.ts';
import type { Locale } from '../../core/i18n/locale.ts';
import type { I18nPayload } from '../../core/i18n/payload.ts';

export type { I18nPayload } from '../../core/i18n/payload.ts';

const I18nContext = createContext<I18nPayload | undefined>(undefined);

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  value: I18nPayload;
  children: ReactNode;
}

/** Makes a locale's messages available to {@link useT} below it. Wrap each top-level component. */
export function I18nProvider({ value, children }: I18nProviderProps) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** A function that formats one of a feature's messages. */
export type Translate<T> = (id: keyof T & string, values?: MessageValues) => string;

/**
 * Builds a translator for one feature catalogue from a payload, outside React (event handlers,
 * data helpers). Ids missing from the payload fall back to the feature's English source text.
 */
export function translator<T extends Readonly<Record<string, string>>>(
  catalogue: T,
  payload: I18nPayload | undefined,
): Translate<T> {
  const locale = payload?.locale ?? 'en';
  return (id, values) => formatIcu(payload?.messages[id] ?? catalogue[id] ?? id, values, locale);
}

/**
 * The translator for one feature's catalogue in the current locale. Outside a provider (unit
 * tests of a single component) it speaks the catalogue's own English.
 */
export function useT<T extends Readonly<Record<string, string>>>(catalogue: T): Translate<T> {
  return translator(catalogue, useContext(I18nContext));
}

/** The current locale (en outside a provider). */
export function useLocale(): Locale {
  return useContext(I18nContext)?.locale ?? 'en';
}

/**
 * Adds messages to those of the provider above: a lazily loaded part brings its own strings
 * (fetched with its code) and still speaks those of the island around it.
 */
export function MoreMessages({ value, children }: I18nProviderProps) {
  const above = useContext(I18nContext);
  const merged = useMemo(
    () =>
      above === undefined
        ? value
        : { locale: value.locale, messages: { ...above.messages, ...value.messages } },
    [above, value],
  );
  return <I18nContext.Provider value={merged}>{children}</I18nContext.Provider>;
}

/** The payload of the provider above (the island's messages and those its lazy parts added). */
export function useI18nPayload(): I18nPayload | undefined {
  return useContext(I18nContext);
}

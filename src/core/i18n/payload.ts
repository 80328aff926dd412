import type { Locale } from './locale.ts';

/**
 * What a top-level component (island or static) needs to speak the reader's locale: the locale
 * and the messages of the features it renders. Islands carry it in their props, so each ships
 * only its own strings (see `payloadFor`). Plain data: it crosses into island props as JSON.
 */
export interface I18nPayload {
  readonly locale: Locale;
  readonly messages: Readonly<Record<string, string>>;
}

import type { ReactNode } from 'react';

/**
 * A label from the content, marked with its language when that differs from the chrome's (decision
 * 0050), so a screen reader in a French chrome reads an English title as English. Only the label
 * is marked: a new-tab hint or badge beside it stays in the chrome's language.
 */
export function InLanguage({ lang, children }: { lang: string | undefined; children: ReactNode }) {
  return lang === undefined ? children : <span lang={lang}>{children}</span>;
}

import type { TocEntry } from '../../../schemas/built.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { onThisPageMessages } from './messages.ts';
import styles from './on-this-page-disclosure.module.css';

/** Props of {@link OnThisPageDisclosure}. */
export interface OnThisPageDisclosureProps {
  toc: readonly TocEntry[];
  /** The headings' language when it is not the UI's (decision 0042). */
  lang?: string | undefined;
}

/**
 * The page's level-2 headings as a collapsed list at the top of the article, for screens without
 * room for the on-this-page column (below 1281px; from there it hides and the column shows).
 * Static server HTML: a `<details>` opens and closes without JavaScript, so narrow screens load
 * nothing for it. Reads its title from `onThisPageMessages` in the surrounding I18nProvider.
 */
export function OnThisPageDisclosure({ toc, lang }: OnThisPageDisclosureProps) {
  const t = useT(onThisPageMessages);
  if (toc.length === 0) return null;
  return (
    <nav
      className={styles.disclosure}
      aria-label={t('onThisPage.title')}
      data-testid="on-this-page-disclosure"
    >
      <details>
        <summary className={styles.summary}>{t('onThisPage.title')}</summary>
        <ul className={styles.list} lang={lang}>
          {toc.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`} className={styles.link}>
                {entry.text}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}

import { useId } from 'react';
import type { TocEntry } from '../../../schemas/built.ts';
import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { onThisPageMessages } from './messages.ts';
import styles from './on-this-page.module.css';

/** Props of {@link OnThisPage}: the page's level-2 headings (BuiltPage.toc). */
export interface OnThisPageProps {
  toc: TocEntry[];
  /** Locale and messages: `payloadFor(locale, onThisPageMessages)`. */
  i18n: I18nPayload;
  /** The headings' language when the page is translated content (decision 0042). */
  lang?: string | undefined;
}

/**
 * Server-rendered only, never an island: lists the page's level-2 headings. The page prints
 * SCROLL_SPY_SCRIPT (scroll-spy-script.ts) right after it, which highlights the heading in view
 * (aria-current="location"): a few hundred bytes in the page instead of an island's code, which
 * the widest screens loaded up front. Renders nothing when the toc is empty.
 */
export function OnThisPage({ toc, i18n, lang }: OnThisPageProps) {
  if (toc.length === 0) return null;
  return (
    <I18nProvider value={i18n}>
      <HeadingList toc={toc} lang={lang} />
    </I18nProvider>
  );
}

function HeadingList({ toc, lang }: { toc: TocEntry[]; lang: string | undefined }) {
  const t = useT(onThisPageMessages);
  const titleId = useId();

  return (
    <nav className={styles.onThisPage} aria-labelledby={titleId} data-testid="on-this-page">
      <p id={titleId} className={styles.title}>
        {t('onThisPage.title')}
      </p>
      <ul className={styles.list} lang={lang}>
        {toc.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className={styles.link}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useEffect, useId, useState } from 'react';
import type { TocEntry } from '../../../schemas/built.ts';
import { pickActiveHeading } from './active-heading.ts';
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

/** Height of the sticky header: a heading above this line has been scrolled past. */
const HEADER_OFFSET_PX = 68;

/**
 * ISLAND (recommended `client:media="(min-width: 1281px)"`: it is hidden below that width, so
 * narrower screens never load its JS; `client:idle` also works). Props: `toc` ({id, text}[]) and
 * `i18n`.
 *
 * Lists the page's level-2 headings and highlights (aria-current="location") the one in view,
 * watched with an IntersectionObserver. Renders nothing when the toc is empty.
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
  const [activeId, setActiveId] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (toc.length === 0 || typeof IntersectionObserver === 'undefined') return undefined;
    const headings = toc
      .map((entry) => document.getElementById(entry.id))
      .filter((element) => element !== null);
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const positions = headings.map((el) => ({
          id: el.id,
          top: el.getBoundingClientRect().top,
          visible: visible.has(el.id),
        }));
        setActiveId(pickActiveHeading(positions, HEADER_OFFSET_PX));
      },
      // The upper 60% of the screen. It starts at the very top, so a heading that a jump left under
      // the sticky header still counts as the one being read.
      { rootMargin: '0px 0px -40% 0px' },
    );
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [toc]);

  return (
    <nav className={styles.onThisPage} aria-labelledby={titleId} data-testid="on-this-page">
      <p id={titleId} className={styles.title}>
        {t('onThisPage.title')}
      </p>
      <ul className={styles.list} lang={lang}>
        {toc.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className={styles.link}
              aria-current={entry.id === activeId ? 'location' : undefined}
              onClick={() => setActiveId(entry.id)}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

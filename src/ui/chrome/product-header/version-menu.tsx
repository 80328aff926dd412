import { useRef, type KeyboardEvent } from 'react';
import type { VersionLink } from '../../../core/content/versions/version-links.ts';
import { ChevronDownIcon } from '../../kit/icons/svg-icons.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { productHeaderMessages } from './messages.ts';
import styles from './version-menu.module.css';

/** Props of {@link VersionMenu}. */
export interface VersionMenuProps {
  /** Every version of the package, the latest first; one is current (versionContext). */
  versions: readonly VersionLink[];
}

/**
 * The docs version switcher of the product header (decision 0043). A native disclosure
 * (`<details>`) of plain links, as the REST version switcher's links: it opens, is read and is
 * followed without JavaScript, by keyboard (Enter or Space on the summary, Tab through the links)
 * and by screen readers (the summary announces expanded or collapsed). Once hydrated, Escape
 * closes it and gives focus back to the summary. Each link leads to the same page in that
 * version, else to its root; the current version has aria-current. Renders nothing for one version.
 */
export function VersionMenu({ versions }: VersionMenuProps) {
  const t = useT(productHeaderMessages);
  const details = useRef<HTMLDetailsElement>(null);
  const current = versions.find((version) => version.current);
  if (versions.length < 2 || current === undefined) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.current?.open) return;
    details.current.open = false;
    details.current.querySelector('summary')?.focus();
  };
  return (
    <details ref={details} className={styles.versions} onKeyDown={onKeyDown} data-testid="version-switcher">
      <summary className={styles.summary} data-testid="version-switcher-summary">
        <span className={styles.caption}>{t('productHeader.version')}</span>
        <span className={styles.current}>{current.label}</span>
        <ChevronDownIcon />
      </summary>
      <ul className={styles.panel} aria-label={t('productHeader.versions')}>
        {versions.map((version) => (
          <li key={version.name}>
            <a
              href={version.url}
              className={styles.link}
              aria-current={version.current ? 'page' : undefined}
              data-testid="version-link"
              data-version={version.name}
            >
              {version.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

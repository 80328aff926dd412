import type { RestVersionLink } from '../../../core/rest/index.ts';
import styles from './version-switcher.module.css';

/** Props of {@link VersionSwitcher}. */
export interface VersionSwitcherProps {
  /** `restVersionLinks(references, route)`: two or more versions, one current. */
  versions: readonly RestVersionLink[];
  /** Accessible name of the switcher ('API version'). */
  label: string;
}

/**
 * Switches between versions of one API (spec §9 labels, 'v3'). STATIC: a list of links, so it
 * works without JavaScript and by keyboard; each leads to the same group page in that version when
 * it has one, else to its intro. The current version has aria-current. Renders nothing for a
 * single version.
 */
export function VersionSwitcher({ versions, label }: VersionSwitcherProps) {
  if (versions.length < 2) return null;
  return (
    <nav className={styles.switcher} aria-label={label} data-testid="rest-version-switcher">
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <ul className={styles.list}>
        {versions.map((version) => (
          <li key={version.label}>
            <a
              href={version.url}
              className={styles.version}
              aria-current={version.current ? 'page' : undefined}
              data-testid="rest-version"
            >
              {version.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

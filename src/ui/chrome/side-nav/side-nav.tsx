import { useT } from '../../i18n/i18n-context.tsx';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import { ChangelogDot } from '../changelog-indicator/changelog-dot.tsx';
import { OperationLabel, type RestFlagLabels } from '../rest-nav/operation-label.tsx';
import { sideNavMessages } from './messages.ts';
import type { SideNavEntry, SideNavView } from './side-nav-data.ts';
import styles from './side-nav.module.css';

/** Props of {@link SideNav}: the view built by `buildSideNav(navigation, route)`. */
export interface SideNavProps {
  nav: SideNavView;
  /** The portal's host (SiteConfig.developerHost): links elsewhere open in a new tab (spec §2.1). */
  developerHost: string;
}

function useFlagLabels(): RestFlagLabels {
  const t = useT(sideNavMessages);
  return {
    deprecated: t('sideNav.restDeprecated'),
    experimental: t('sideNav.restExperimental'),
    preview: t('sideNav.restPreview'),
  };
}

function Entries({
  entries,
  depth,
  developerHost,
}: {
  entries: SideNavEntry[];
  depth: number;
  developerHost: string;
}) {
  const t = useT(sideNavMessages);
  const flagLabels = useFlagLabels();
  return (
    <ul className={styles.list} data-depth={depth}>
      {entries.map((entry, index) => (
        <li key={`${index}-${entry.kind === 'operation' ? entry.url : entry.title}`}>
          {entry.kind === 'operation' ? (
            <a href={entry.url} className={styles.link} data-testid="rest-nav-operation">
              <OperationLabel {...entry} flagLabels={flagLabels} />
            </a>
          ) : entry.kind === 'link' ? (
            <ContentLink
              href={entry.url}
              developerHost={developerHost}
              className={styles.link}
              aria-current={entry.current ? 'page' : undefined}
              lang={entry.lang}
            >
              {entry.title}
              {entry.badge !== undefined && <span className={styles.badge}>{entry.badge}</span>}
            </ContentLink>
          ) : (
            <details open={entry.open} className={styles.folder}>
              <summary className={styles.summary}>
                {entry.lang === undefined ? entry.title : <span lang={entry.lang}>{entry.title}</span>}
                {entry.changelogApiGroups && (
                  <ChangelogDot apiGroups={entry.changelogApiGroups} label={t('sideNav.changelogNew')} />
                )}
              </summary>
              <Entries entries={entry.items} depth={depth + 1} developerHost={developerHost} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The package's side navigation. STATIC (no JS, not an island): native `<details>` elements fold
 * the categories, subcategories and groups, nested to any depth; those on the current page's path
 * (and groups authored `collapsed: false`) render open,
 * and the current page's link has aria-current="page". Hidden below 1025px, where the product
 * header's docs-nav drawer takes over.
 */
export function SideNav({ nav, developerHost }: SideNavProps) {
  const t = useT(sideNavMessages);
  return (
    <nav className={styles.sideNav} aria-label={t('sideNav.label')} data-testid="side-nav">
      <p className={styles.title}>
        <a href={nav.url}>{nav.title}</a>
      </p>
      <Entries entries={nav.entries} depth={0} developerHost={developerHost} />
    </nav>
  );
}

import { Suspense, useEffect } from 'react';
import type { HeaderNavItem } from '../../../schemas/global-links.ts';
import { tracked } from '../drawers/track.ts';
import type { HeaderDrawers } from '../drawers/use-header-drawers.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import { ChangelogDot } from '../changelog-indicator/changelog-dot.tsx';
import { DrawerNavItem } from './drawer-nav-item.tsx';
import { currentKind, selectedHeaderItemId, showsChangelogIndicator } from './header-links.ts';
import { preloadHeaderParts } from './header-parts.ts';
import type { HeaderLinks } from './header-types.ts';
import { LazyDrawerPanel, preloadPart } from './lazy-parts.ts';
import { siteHeaderMessages } from './messages.ts';
import { MoreMenu } from './more-menu.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import styles from './site-header.module.css';
import type { NavFitState, NavFitTargets } from './use-nav-fit.ts';

/** Props of {@link HeaderNav}. */
export interface HeaderNavProps {
  links: HeaderLinks;
  /** The current page's path (selection). */
  pathname: string;
  drawers: HeaderDrawers;
  interactive: boolean;
  /** Element ids of the two drawers (their triggers' aria-controls). */
  panelIds: Record<NavDrawer, string>;
  vendorName: string;
  developerHost: string;
  /** How many items stay in the bar (the rest are in More), measured through the three refs. */
  fit: NavFitState;
  navRef: NavFitTargets['nav'];
  listRef: NavFitTargets['list'];
  moreRef: NavFitTargets['more'];
}

type NavDrawer = NonNullable<HeaderNavItem['drawer']>;
const hasDrawer = (item: HeaderNavItem): item is HeaderNavItem & { drawer: NavDrawer } =>
  item.drawer !== undefined;

/**
 * The header's navigation items (spec §2.3): drawer items (Documentation, Resources) that open
 * their drawer, items with children that show a hover dropdown, and plain links; the selected
 * item carries aria-current (Documentation also on /cloud/ and /server/), and the changelog item
 * its notification indicator when §2.3 allows. The items that do not fit the bar's width move to
 * a 'More' menu at its end (nav-fit.ts); they stay in the list, hidden, so the bar can measure
 * them. Hidden below 1025px, where the menu button opens the mobile navigation drawer instead.
 */
export function HeaderNav({
  links,
  pathname,
  drawers,
  interactive,
  panelIds,
  vendorName,
  developerHost,
  fit,
  navRef,
  listRef,
  moreRef,
}: HeaderNavProps) {
  const t = useT(siteHeaderMessages);
  const locale = useLocale();
  const selectedId = selectedHeaderItemId(links.header, pathname);
  const overflow = links.header.slice(fit.visible);
  const selected = links.header.find((item) => item.id === selectedId);

  // A drawer whose item has just moved into More would hang from a hidden trigger: close it.
  const hiddenDrawer = overflow.find(
    (item) => item.drawer !== undefined && item.drawer === drawers.open,
  )?.drawer;
  useEffect(() => {
    if (hiddenDrawer !== undefined) drawers.close(hiddenDrawer);
  }, [hiddenDrawer, drawers]);

  const drawerPanel = (drawer: NavDrawer) =>
    drawers.open !== drawer ? null : (
      <Suspense fallback={null}>
        <LazyDrawerPanel
          drawer={drawer}
          id={panelIds[drawer]}
          links={links}
          vendorName={vendorName}
          developerHost={developerHost}
        />
      </Suspense>
    );

  return (
    <nav
      ref={navRef}
      className={styles.nav}
      aria-label={t('siteHeader.navLabel')}
      data-measured={fit.measured || undefined}
    >
      <ul ref={listRef} className={styles.navList}>
        {links.header.map((item, index) => {
          const current = item.id === selectedId ? currentKind(item.href, pathname) : undefined;
          const overflowed = index >= fit.visible;
          if (hasDrawer(item)) {
            const drawer = item.drawer;
            return (
              <DrawerNavItem
                key={item.id}
                item={item}
                current={current}
                overflowed={overflowed}
                open={drawers.open === drawer}
                interactive={interactive}
                panelId={panelIds[drawer]}
                onToggle={() => drawers.toggle(drawer)}
                onFocusLeave={() => drawers.close(drawer)}
                onIntent={() => {
                  preloadPart('drawerPanel');
                  preloadPart(drawer);
                  preloadHeaderParts(locale);
                }}
                regionRef={drawers.regionRef(drawer)}
                triggerRef={drawers.triggerRef(drawer)}
              >
                {drawerPanel(drawer)}
              </DrawerNavItem>
            );
          }
          const link = (
            <ContentLink
              href={item.href}
              developerHost={developerHost}
              className={styles.navLink}
              aria-current={current}
              data-testid="header-nav-item"
              {...tracked('link', 'globalNavItem', item.title)}
            >
              {item.title}
              {showsChangelogIndicator(item, current !== undefined) && (
                <ChangelogDot
                  apiGroups={item.notification?.apiGroups ?? []}
                  label={t('siteHeader.changelogNew')}
                  className={styles.indicator}
                />
              )}
            </ContentLink>
          );
          if (item.children.length > 0) {
            return (
              <NavDropdown
                key={item.id}
                id={item.id}
                title={item.title}
                links={item.children}
                developerHost={developerHost}
                overflowed={overflowed}
              >
                {link}
              </NavDropdown>
            );
          }
          return (
            <li key={item.id} className={styles.navItem} data-overflow={overflowed || undefined}>
              {link}
            </li>
          );
        })}
        <MoreMenu
          items={overflow}
          selectedId={selectedId}
          current={selected === undefined ? undefined : currentKind(selected.href, pathname)}
          developerHost={developerHost}
          rootRef={moreRef}
        />
      </ul>
    </nav>
  );
}

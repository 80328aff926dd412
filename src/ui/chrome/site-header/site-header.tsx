import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useSessionAccount } from '../../features/account/index.ts';
import { tracked, trackClickAt } from '../drawers/track.ts';
import { useHeaderDrawers } from '../drawers/use-header-drawers.ts';
import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import { MenuIcon } from '../../kit/icons/svg-icons.tsx';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import type { NestedNavStart } from '../mobile-nav/nested-nav-reducer.ts';
import { MyRequests } from '../../features/my-requests/index.ts';
import { HeaderLogo } from './header-logo.tsx';
import { HeaderNav } from './header-nav.tsx';
import { myRequestsPortal, pathOf, selectedHeaderItemId, signInHref } from './header-links.ts';
import type { SiteHeaderProps } from './header-types.ts';
import { preloadHeaderParts } from './header-parts.ts';
import { LazyMobileNav, preloadPart } from './lazy-parts.ts';
import { siteHeaderMessages } from './messages.ts';
import { AppSwitcher } from './app-switcher.tsx';
import { NotificationsSlot } from './notifications-slot.tsx';
import { ProfileArea } from './profile-area.tsx';
import { SearchEntry } from './search-entry.tsx';
import styles from './site-header.module.css';
import { useCurrentUrl } from './use-current-url.ts';
import { useHydrated } from '../../kit/islands/use-hydrated.ts';
import { useNavFit } from './use-nav-fit.ts';

export type { SiteHeaderProps, StickyMode } from './header-types.ts';

/** Below this width the avatar opens the mobile profile menu instead of the drawer (spec §2.6). */
const PHONE_QUERY = '(max-width: 766px)';

/**
 * ISLAND (`client:load`: its drawers must answer the first click), fully server-rendered first.
 * The global header (spec §2.3): 68px tall, content 1232px wide, layer 150, sticky per `sticky`
 * (default desktop), transparent on the home page. Product-home link with the logo (the icon logo
 * at 1124px and narrower), the navigation items with their drawers and dropdowns, the search
 * entry, the app-switcher slot, the notifications slot with Support (hidden at 900px and narrower)
 * or My Requests, and the profile area (the two slots from site.yaml `header`). Below
 * 1025px a menu button opens the mobile navigation drawer. On desktop the row always fits its
 * width, whatever the labels' lengths (use-nav-fit.ts): the search entry becomes an icon, then
 * the items that do not fit move into a 'More' menu.
 *
 * The documentation, resources and profile drawers follow the disclosure pattern rather than the
 * dialog pattern: they are non-modal panels attached to their trigger (the page stays usable, a
 * press outside closes them), so focus is not trapped. The trigger carries aria-expanded and
 * aria-controls, the panel follows it in the DOM so Tab moves into it, Escape closes it and
 * returns focus to the trigger, and keyboard focus leaving it closes it. The mobile drawer, which
 * covers the page, is the modal one.
 */
export function SiteHeader(props: SiteHeaderProps) {
  return (
    <I18nProvider value={props.i18n}>
      <HeaderBar {...props} />
    </I18nProvider>
  );
}

function HeaderBar(props: SiteHeaderProps) {
  const { site, links, transparent = false, sticky = 'desktop' } = props;
  // Signed out in this tab when the heartbeat's session ends (spec §8).
  const account = useSessionAccount(props.account);
  const t = useT(siteHeaderMessages);
  const interactive = useHydrated();
  const currentUrl = useCurrentUrl(props.currentUrl);
  const drawers = useHeaderDrawers();
  const { fit, targets } = useNavFit(links.header.length);
  const { header: headerTarget, nav: navTarget, list: listTarget, more: moreTarget } = targets;
  const [mobile, setMobile] = useState({ open: false, startAt: 'main' as NestedNavStart, mounted: false });
  const menuButton = useRef<HTMLButtonElement>(null);
  const avatar = useRef<HTMLButtonElement>(null);
  const setProfileTrigger = drawers.triggerRef('userProfile');
  const avatarRef = useCallback(
    (element: HTMLButtonElement | null) => {
      setProfileTrigger(element);
      avatar.current = element;
    },
    [setProfileTrigger],
  );
  const id = useId();
  const panelIds = { documentation: `${id}-docs`, resources: `${id}-resources` };
  const portal = myRequestsPortal(site.myRequests, account, links.support.portal);

  const preloadMobileNav = () => {
    preloadPart('mobileNav');
    preloadHeaderParts(props.i18n.locale);
  };
  const openMobile = (startAt: NestedNavStart) => {
    if (drawers.open !== null) drawers.close(drawers.open);
    setMobile({ open: true, startAt, mounted: true });
  };
  const onAvatar = () => {
    if (window.matchMedia(PHONE_QUERY).matches) openMobile('user-profile');
    else drawers.toggle('userProfile');
  };

  return (
    <header
      ref={headerTarget}
      className={styles.header}
      data-testid="site-header"
      data-transparent={transparent}
      data-sticky={sticky}
      // Unset until measured: nav-fit-script.ts may have set it before the first paint, and the
      // first measurement then writes the value either way (React leaves it alone while unchanged).
      data-compact-search={fit.measured ? fit.compactSearch : undefined}
      suppressHydrationWarning
      onClick={(event) => trackClickAt(event.target)}
    >
      <div className={styles.inner}>
        <a href="/" className={styles.home} data-testid="home-link" {...tracked('link', 'productHome')}>
          <HeaderLogo
            logos={site.logo}
            alt={t('siteHeader.homeLabel', { portalName: site.portalName })}
            portalName={site.portalName}
          />
        </a>
        <HeaderNav
          links={links}
          pathname={pathOf(props.currentUrl)}
          drawers={drawers}
          interactive={interactive}
          panelIds={panelIds}
          vendorName={site.vendorName}
          developerHost={site.developerHost}
          fit={fit}
          navRef={navTarget}
          listRef={listTarget}
          moreRef={moreTarget}
        />
        <div className={styles.actions}>
          <SearchEntry search={props.search} />
          {props.slots?.appSwitcher !== undefined && (
            <AppSwitcher links={props.slots.appSwitcher.links} developerHost={site.developerHost} />
          )}
          <NotificationsSlot entry={props.slots?.notifications} developerHost={site.developerHost}>
            {portal === undefined ? (
              <ContentLink
                href={links.support.header}
                developerHost={site.developerHost}
                className={styles.support}
                data-testid="support-link"
                {...tracked('button', 'support')}
              >
                {t('siteHeader.support')}
              </ContentLink>
            ) : (
              <MyRequests portal={portal} linkProps={tracked('button', 'myRequests')} />
            )}
          </NotificationsSlot>
          <ProfileArea
            account={account}
            currentUrl={currentUrl}
            open={drawers.open === 'userProfile'}
            interactive={interactive}
            panelId={`${id}-profile`}
            onPress={onAvatar}
            onIntent={() => preloadPart('userProfile')}
            regionRef={drawers.regionRef('userProfile')}
            triggerRef={avatarRef}
            anchor={() => drawers.triggerOf('userProfile')}
          />
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={mobile.open}
            aria-controls={mobile.open ? `${id}-mobile` : undefined}
            onClick={() => (mobile.open ? setMobile({ ...mobile, open: false }) : openMobile('main'))}
            onPointerEnter={preloadMobileNav}
            onFocus={preloadMobileNav}
            data-testid="menu-button"
            {...tracked('button', 'mobileMenu', t('siteHeader.openMenu'))}
          >
            <MenuIcon size={20} />
            <span className="visually-hidden">{t('siteHeader.openMenu')}</span>
          </button>
        </div>
      </div>
      {mobile.mounted && (
        <Suspense fallback={null}>
          <LazyMobileNav
            id={`${id}-mobile`}
            open={mobile.open}
            startAt={mobile.startAt}
            onClose={() => setMobile((was) => ({ ...was, open: false }))}
            links={links}
            selectedId={selectedHeaderItemId(links.header, pathOf(currentUrl))}
            account={account}
            features={props.features}
            i18n={props.i18n}
            signInHref={signInHref(currentUrl)}
            site={site}
            theme={props.theme}
            returnFocusRef={mobile.startAt === 'user-profile' ? avatar : menuButton}
          />
        </Suspense>
      )}
    </header>
  );
}

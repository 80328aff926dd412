import type { LandingRoutes } from '../../../core/routes/landing-routes.ts';
import { lazy, Suspense, use, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIslandReady } from '../../kit/islands/use-island-ready.ts';
import { sendUIEvent } from '../../kit/analytics/send-event.ts';
import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { MenuIcon } from '../../kit/icons/svg-icons.tsx';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import { ChangelogDot } from '../changelog-indicator/changelog-dot.tsx';
import { buildProductHeaderModel, type HeaderLabels, type MenuNode } from './header-model.ts';
import { MenuDropdown } from './menu-dropdown.tsx';
import { productHeaderMessages } from './messages.ts';
import styles from './product-header.module.css';
import type { ReducedNavigation } from './reduce-navigation.ts';
import type { VersionLink } from '../../../core/content/versions/version-links.ts';
import { VersionMenu } from './version-menu.tsx';
import { InLanguage } from './in-language.tsx';
import { loadProductNavigation, type NavigationAnswer } from './navigation-source.ts';

/** Props of {@link ProductHeader}: small and serialisable. */
export interface ProductHeaderProps {
  /** `reduceNavigation(pkg.navigation)`: titles and urls only; null without a navigation. */
  nav?: ReducedNavigation | null;
  /**
   * Instead of `nav`, for a reader who sees what every anonymous reader sees: the server renders
   * its `value`, the client fetches its `url` before hydrating (navigation-source.ts).
   */
  navAnswer?: NavigationAnswer | undefined;
  /** The current route, e.g. '/cloud/jira/platform/getting-started/'. */
  route: string;
  /** The landings the site has (`landingRoutes(manifest.landings)`): the fixed entries link them. */
  landings: LandingRoutes;
  /** Locale and messages: `payloadFor(locale, productHeaderMessages, contentLinkMessages)`. */
  i18n: I18nPayload;
  /** The package's docs versions (decision 0043); absent with one version. */
  versions?: readonly VersionLink[] | undefined;
  /** The portal's host (SiteConfig.developerHost): navigation links elsewhere open in a new tab. */
  developerHost: string;
}

const SWITCHER_ID = 'switcher';

/*
 * The docs-nav drawer is only opened from the narrow-screen Menu button, so its code is split out
 * of the island (off the page's JavaScript budget) and fetched on intent: pointer over or focus
 * on the trigger, or the click itself.
 */
const loadDrawer = () => import('./docs-nav-drawer.tsx');
const LazyDocsNavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.DocsNavDrawer })));
const preloadDrawer = () => {
  loadDrawer().catch(() => {
    // A failed prefetch is retried by the render that needs the drawer.
  });
};

function trackDrawer(action: 'open' | 'close') {
  sendUIEvent({
    eventType: 'ui',
    action: 'clicked',
    actionSubject: 'drawer',
    actionSubjectId: 'docsNavDrawer',
    attributes: { drawerAction: action },
  });
}

/**
 * ISLAND (recommended `client:load`: its menus must answer the first click). Props: `nav`
 * (reduced navigation), `route` and `i18n`. The documentation-page product header (spec §2.7): title,
 * subtitle 'Developer', the category menu and the documentation switcher (Cloud documentation,
 * Server documentation, Home). From 768px the categories with subitems are dropdowns (Guides is
 * a plain link); below 768px a Menu button opens the docs-nav drawer. `data-appearance` is
 * 'server-legacy' under /server/, else 'legacy'.
 */
export function ProductHeader({ i18n, nav, navAnswer, ...props }: ProductHeaderProps) {
  return (
    <I18nProvider value={i18n}>
      {navAnswer === undefined ? (
        <ProductHeaderBar nav={nav ?? null} {...props} />
      ) : (
        // The server-rendered header stays as it is until its navigation has arrived.
        <Suspense fallback={null}>
          <AnsweredProductHeaderBar answer={navAnswer} {...props} />
        </Suspense>
      )}
    </I18nProvider>
  );
}

type BarProps = Omit<ProductHeaderProps, 'i18n' | 'navAnswer' | 'nav'> & { nav: ReducedNavigation | null };

function AnsweredProductHeaderBar({
  answer,
  ...props
}: Omit<BarProps, 'nav'> & { answer: NavigationAnswer }) {
  // The server has the value (not enumerable, so not in the page); the client fetches it.
  const nav = 'value' in answer ? (answer.value ?? null) : use(loadProductNavigation(answer.url));
  return <ProductHeaderBar nav={nav} {...props} />;
}

function ProductHeaderBar({ nav, route, landings, versions, developerHost }: BarProps) {
  const t = useT(productHeaderMessages);
  const labels: HeaderLabels = {
    defaultTitle: t('productHeader.defaultTitle'),
    subtitle: t('productHeader.subtitle'),
    restApi: t('productHeader.restApiLabel'),
    cloudDocs: t('productHeader.cloudDocs'),
    serverDocs: t('productHeader.serverDocs'),
    home: t('productHeader.home'),
  };
  const model = buildProductHeaderModel(nav, route, labels, landings);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  // A client:interaction island: a click held during hydration is replayed once this has run.
  useIslandReady(rootRef);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();

  useEffect(() => {
    if (openMenu === null) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !rootRef.current?.contains(event.target)) setOpenMenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openMenu]);

  const openDrawer = () => {
    setOpenMenu(null);
    setDrawerOpen(true);
    trackDrawer('open');
  };
  const closeDrawer = useCallback((restoreFocus: boolean) => {
    setDrawerOpen(false);
    trackDrawer('close');
    if (restoreFocus) triggerRef.current?.focus();
  }, []);
  const toggle = (id: string) => setOpenMenu((current) => (current === id ? null : id));
  const dot = (item: MenuNode) =>
    item.changelogApiGroups && (
      <ChangelogDot apiGroups={item.changelogApiGroups} label={t('productHeader.changelogNew')} />
    );
  const close = () => setOpenMenu(null);

  return (
    <div
      ref={rootRef}
      className={styles.header}
      data-appearance={model.appearance}
      data-testid="product-header"
    >
      <nav className={styles.inner} aria-label={t('productHeader.navLabel')}>
        <div className={styles.brand}>
          <span className={styles.subtitle}>{model.subtitle}</span>
          <a
            href={model.titleUrl}
            className={styles.title}
            lang={model.titleLang}
            data-testid="product-title"
          >
            {model.title}
          </a>
        </div>
        {versions !== undefined && <VersionMenu versions={versions} />}
        <div className={styles.desktopNav}>
          <ul className={styles.menu} data-testid="category-menu">
            {model.items.map((item) => (
              <li key={item.id} data-category-kind={item.kind}>
                {item.kind === 'menu' ? (
                  <MenuDropdown
                    label={item.label}
                    labelLang={item.lang}
                    badge={dot(item)}
                    nodes={item.children}
                    developerHost={developerHost}
                    open={openMenu === item.id}
                    selected={item.selected}
                    onToggle={() => toggle(item.id)}
                    onClose={close}
                    testId="category-item"
                  />
                ) : (
                  <ContentLink
                    href={item.url ?? ''}
                    developerHost={developerHost}
                    className={styles.menuItem}
                    aria-current={item.selected ? (item.current ? 'page' : 'true') : undefined}
                    data-testid="category-item"
                  >
                    <InLanguage lang={item.lang}>{item.label}</InLanguage>
                    {dot(item)}
                  </ContentLink>
                )}
              </li>
            ))}
            <li className={styles.switcher}>
              <MenuDropdown
                label={t('productHeader.switcher')}
                nodes={model.fixed}
                developerHost={developerHost}
                open={openMenu === SWITCHER_ID}
                onToggle={() => toggle(SWITCHER_ID)}
                onClose={close}
                testId="docs-switcher"
              />
            </li>
          </ul>
        </div>
        <button
          ref={triggerRef}
          type="button"
          className={styles.drawerTrigger}
          aria-expanded={drawerOpen}
          aria-controls={drawerOpen ? drawerId : undefined}
          aria-haspopup="dialog"
          // The site header has a "Menu" button too: this one says whose navigation it opens.
          aria-label={t('productHeader.openDrawerLabel', { title: model.title })}
          onClick={openDrawer}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
          data-testid="docs-nav-trigger"
        >
          <MenuIcon />
          {t('productHeader.openDrawer')}
        </button>
      </nav>
      {drawerOpen && (
        <Suspense fallback={null}>
          <LazyDocsNavDrawer
            id={drawerId}
            title={model.title}
            items={model.items}
            fixed={model.fixed}
            developerHost={developerHost}
            onClose={closeDrawer}
          />
        </Suspense>
      )}
    </div>
  );
}

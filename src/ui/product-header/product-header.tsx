import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { sendUIEvent } from '../analytics/send.ts';
import { MenuIcon } from '../icons/svg-icons.tsx';
import { DocsNavDrawer } from './docs-nav-drawer.tsx';
import { buildProductHeaderModel } from './header-model.ts';
import { MenuDropdown } from './menu-dropdown.tsx';
import { productHeaderMessage } from './messages.ts';
import styles from './product-header.module.css';
import type { ReducedNavigation } from './reduce-navigation.ts';

/** Props of {@link ProductHeader}: small and serialisable. */
export interface ProductHeaderProps {
  /** `reduceNavigation(pkg.navigation)`: titles and urls only; null without a navigation. */
  nav: ReducedNavigation | null;
  /** The current route, e.g. '/cloud/jira/platform/getting-started/'. */
  route: string;
}

const SWITCHER_ID = 'switcher';

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
 * (reduced navigation) and `route`. The documentation-page product header (spec §2.7): title,
 * subtitle 'Developer', the category menu and the documentation switcher (Cloud documentation,
 * Server documentation, Home). From 768px the categories with subitems are dropdowns (Guides is
 * a plain link); below 768px a Menu button opens the docs-nav drawer. `data-appearance` is
 * 'server-legacy' under /server/, else 'legacy'.
 */
export function ProductHeader({ nav, route }: ProductHeaderProps) {
  const model = buildProductHeaderModel(nav, route);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
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
  const close = () => setOpenMenu(null);

  return (
    <div
      ref={rootRef}
      className={styles.header}
      data-appearance={model.appearance}
      data-testid="product-header"
    >
      <nav className={styles.inner} aria-label={productHeaderMessage('productHeader.navLabel')}>
        <div className={styles.brand}>
          <span className={styles.subtitle}>{model.subtitle}</span>
          <a href={model.titleUrl} className={styles.title} data-testid="product-title">
            {model.title}
          </a>
        </div>
        <div className={styles.desktopNav}>
          <ul className={styles.menu} data-testid="category-menu">
            {model.items.map((item) => (
              <li key={item.id} data-category-kind={item.kind}>
                {item.kind === 'menu' ? (
                  <MenuDropdown
                    label={item.label}
                    nodes={item.children}
                    open={openMenu === item.id}
                    selected={item.selected}
                    onToggle={() => toggle(item.id)}
                    onClose={close}
                    testId="category-item"
                  />
                ) : (
                  <a
                    href={item.url}
                    className={styles.menuItem}
                    aria-current={item.selected ? (item.current ? 'page' : 'true') : undefined}
                    data-testid="category-item"
                  >
                    {item.label}
                  </a>
                )}
              </li>
            ))}
            <li className={styles.switcher}>
              <MenuDropdown
                label={productHeaderMessage('productHeader.switcher')}
                nodes={model.fixed}
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
          onClick={openDrawer}
          data-testid="docs-nav-trigger"
        >
          <MenuIcon />
          {productHeaderMessage('productHeader.openDrawer')}
        </button>
      </nav>
      {drawerOpen && (
        <DocsNavDrawer
          id={drawerId}
          title={model.title}
          items={model.items}
          fixed={model.fixed}
          onClose={closeDrawer}
        />
      )}
    </div>
  );
}

import { useEffect, useId, useRef, type RefObject } from 'react';
import { trackButtonClick, trackDrawerClick, trackLinkClick } from '../analytics/navigation-events.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import type { Locale } from '../../../core/i18n/locale.ts';
import { ChevronLeftIcon, CloseIcon } from '../../kit/icons/svg-icons.tsx';
import type { ThemeControlProps } from '../theme/theme-control.tsx';
import { mobileNavMessages } from './messages.ts';
import styles from './mobile-nav-drawer.module.css';
import { MobileNavFooter } from './mobile-nav-footer.tsx';
import { isActionLeaf, isBranch, type NestedNavItem } from './nested-nav-item.ts';
import { NestedNavList } from './nested-nav-list.tsx';
import { backControl, type NestedNavStart } from './nested-nav-reducer.ts';
import { useModalDrawer } from './use-modal-drawer.ts';
import { useNestedNav } from './use-nested-nav.ts';

/** Props of {@link MobileNavDrawer}. */
export interface MobileNavDrawerProps {
  open: boolean;
  /** The drawer asks to close: overlay, Escape, close button, a chosen leaf, desktop width. */
  onClose: () => void;
  /** The menu tree, e.g. from `buildMobileNavItems`. Keep it stable (useMemo): new items reset the drawer. */
  items: readonly NestedNavItem[];
  /** 'user-profile' opens on the profile sub-menu (avatar tap below 767px). Default 'main'. */
  startAt?: NestedNavStart;
  /** Whether someone is signed in; the footer's Sign in shows only when not. */
  signedIn: boolean;
  /** Where Sign in goes, e.g. `/account/login?returnTo=…`. */
  signInHref: string;
  locales: readonly Locale[];
  currentLocale: Locale;
  /** The portal's own host (SiteConfig.developerHost); links elsewhere open in a new tab. */
  developerHost: string;
  /** The theme control's props; when given, the footer shows it. */
  theme?: Pick<ThemeControlProps, 'settings' | 'increasedContrast'> | undefined;
  /** Focus goes here on close (the menu button or avatar); else to what had focus on open. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Back at the top of the user-profile menu: the drawer shows the main menu, then calls this. */
  onBackToProfile?: () => void;
  /** Id of the dialog, for the trigger's aria-controls. */
  id?: string;
}

/**
 * The mobile navigation drawer (spec §2.6, §4 "Mobile nested nav"): a modal dialog that slides in
 * from the right below the 68px header, full width on phones and 60vw on tablets, over an overlay
 * that is hidden at 1025px and wider. It drills down through `items` with Back, shows the section
 * title, dividers, headings and custom components, and ends with the footer (locale control,
 * theme control when `theme` is given, Sign in when nobody is signed in). Focus moves in on open,
 * is trapped, the page behind is inert, Escape closes, focus returns to the trigger. Renders
 * nothing while closed, so the server HTML does not repeat the header's links. Mount it in an
 * island's I18nProvider whose messages include mobileNav, localeControl (and theme) messages.
 */
export function MobileNavDrawer(props: MobileNavDrawerProps) {
  const { open, onClose, items, startAt = 'main', id } = props;
  const t = useT(mobileNavMessages);
  const { state, dispatch, mounted } = useNestedNav(open, items, startAt);
  const rootRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const close = () => {
    trackDrawerClick({ actionSubjectId: 'mobileNavDrawer', attributes: { drawerAction: 'close' } });
    dispatch({ type: 'close' });
    onClose();
  };
  useModalDrawer({ open, dialogRef, liveRef: rootRef, returnFocusRef: props.returnFocusRef, onClose: close });
  const generatedId = useId();
  const dialogId = id ?? `mobile-nav-${generatedId}`;
  const titleId = `${dialogId}-title`;
  const back = backControl(state);
  const title = state.level.title ?? t('mobileNav.title');

  // Opening, and each level change, moves focus to the level's title, which is announced.
  useEffect(() => {
    if (open) titleRef.current?.focus();
  }, [open, state.level]);

  useEffect(() => {
    if (open)
      trackDrawerClick({ actionSubjectId: 'mobileNavDrawer', attributes: { drawerAction: 'open', startAt } });
  }, [open, startAt]);

  if (!mounted) return null;

  const select = (item: NestedNavItem) => {
    const click = { actionSubjectId: `mobileNav-${item.id}`, title: item.title };
    if (isBranch(item)) trackButtonClick(click);
    else if (isActionLeaf(item)) {
      trackLinkClick(item.href === undefined ? click : { ...click, href: item.href });
      item.onClick?.();
    }
    dispatch({ type: 'select', item });
    if (isActionLeaf(item)) onClose();
  };
  const goBack = () => {
    trackButtonClick({ actionSubjectId: 'mobileNavBack', title });
    if (back === 'back-to-profile') {
      dispatch({ type: 'open', items, startAt: 'main' });
      props.onBackToProfile?.();
    } else dispatch({ type: 'back' });
  };

  return (
    <div ref={rootRef} className={styles.root} data-open={open} data-testid="mobile-nav">
      <div className={styles.overlay} onClick={close} aria-hidden="true" data-testid="mobile-nav-overlay" />
      <div
        id={dialogId}
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.drawer}
        inert={!open}
        data-start={state.startAt}
        data-testid="mobile-nav-drawer"
      >
        <div className={styles.bar}>
          {back !== undefined && (
            <button type="button" className={styles.back} onClick={goBack} data-testid="mobile-nav-back">
              <ChevronLeftIcon />
              {back === 'pop' ? t('mobileNav.back') : t('mobileNav.backToMenu')}
            </button>
          )}
          <h2
            id={titleId}
            ref={titleRef}
            tabIndex={-1}
            className={styles.title}
            data-testid="mobile-nav-title"
          >
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={close}
            aria-label={t('mobileNav.close')}
            data-testid="mobile-nav-close"
          >
            <CloseIcon />
          </button>
        </div>
        <nav className={styles.body} aria-label={t('mobileNav.navLabel')}>
          <NestedNavList items={state.level.items} developerHost={props.developerHost} onSelect={select} />
        </nav>
        <MobileNavFooter
          id={dialogId}
          locales={props.locales}
          currentLocale={props.currentLocale}
          theme={props.theme}
          signedIn={props.signedIn}
          signInHref={props.signInHref}
        />
      </div>
    </div>
  );
}

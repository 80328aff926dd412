import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import type { HeaderNavItem } from '../../../schemas/global-links.ts';
import { tracked } from '../drawers/track.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { ChevronDownIcon } from '../../kit/icons/svg-icons.tsx';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import { ChangelogDot } from '../changelog-indicator/changelog-dot.tsx';
import { showsChangelogIndicator } from './header-links.ts';
import { siteHeaderMessages } from './messages.ts';
import styles from './more-menu.module.css';

/** Props of {@link MoreMenu}. */
export interface MoreMenuProps {
  /** The navigation items that do not fit in the bar, in order (none: the menu is not shown). */
  items: readonly HeaderNavItem[];
  /** The selected item's id and its aria-current, when it is one of `items`. */
  selectedId: string | undefined;
  current: 'page' | 'true' | undefined;
  developerHost: string;
  /** Ref callback for the menu's root, which the header measures (use-nav-fit.ts). */
  rootRef: (element: HTMLElement | null) => void;
}

/**
 * The 'More' menu, the last entry of the header's navigation list, right after the items that fit:
 * the items that do not fit in the bar (nav-fit.ts), each a link to its page (the drawer items to
 * theirs), with their dropdown links below them. A disclosure button (aria-expanded) opens it;
 * Escape closes it and returns focus to the button, and focus or a press leaving it closes it.
 * Hidden while every item fits.
 */
export function MoreMenu({ items, selectedId, current, developerHost, rootRef }: MoreMenuProps) {
  const t = useT(siteHeaderMessages);
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const open = expanded && items.length > 0;

  // The panel hangs from the button's start, or from its end when that would cross the viewport.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    element.removeAttribute('data-align');
    if (element.getBoundingClientRect().right > document.documentElement.clientWidth) {
      element.setAttribute('data-align', 'end');
    }
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !root.current?.contains(event.target)) setExpanded(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const setRoot = useCallback(
    (element: HTMLLIElement | null) => {
      root.current = element;
      rootRef(element);
    },
    [rootRef],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // Handled here: the header's drawer logic must not also act on this Escape.
    event.preventDefault();
    setExpanded(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setExpanded(false);
  };

  return (
    <li
      ref={setRoot}
      className={styles.more}
      data-active={items.length > 0}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      data-testid="header-more"
    >
      <button
        ref={button}
        type="button"
        className={styles.moreButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setExpanded(!open)}
        data-current={items.some((item) => item.id === selectedId)}
        data-testid="header-more-button"
        {...tracked('button', 'globalNavMore', t('siteHeader.more'))}
      >
        <span className={styles.moreLabel}>{t('siteHeader.more')}</span>
        <ChevronDownIcon size={14} className={styles.chevron} />
      </button>
      <div ref={panel} id={panelId} className={styles.panel} hidden={!open} data-testid="header-more-panel">
        <ul className={styles.list}>
          {items.map((item) => {
            const itemCurrent = item.id === selectedId ? current : undefined;
            return (
              <li key={item.id}>
                <ContentLink
                  href={item.href}
                  developerHost={developerHost}
                  className={styles.link}
                  aria-current={itemCurrent}
                  data-testid="header-more-item"
                  {...tracked('link', 'globalNavItem', item.title)}
                >
                  {item.title}
                  {showsChangelogIndicator(item, itemCurrent !== undefined) && (
                    <ChangelogDot
                      apiGroups={item.notification?.apiGroups ?? []}
                      label={t('siteHeader.changelogNew')}
                      className={styles.indicator}
                    />
                  )}
                </ContentLink>
                {item.children.length > 0 && (
                  <ul className={styles.subList} aria-label={t('siteHeader.submenu', { title: item.title })}>
                    {item.children.map((link) => (
                      <li key={link.href}>
                        <ContentLink
                          href={link.href}
                          developerHost={developerHost}
                          className={styles.subLink}
                          {...tracked('link', `${item.id}SubmenuLink`, link.title)}
                        >
                          {link.title}
                        </ContentLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}

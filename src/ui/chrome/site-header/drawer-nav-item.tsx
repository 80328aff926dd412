import type { FocusEvent, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { HeaderNavItem } from '../../../schemas/global-links.ts';
import type { DrawerId } from '../drawers/drawer-state.ts';
import { tracked } from '../drawers/track.ts';
import { ChevronDownIcon } from '../../kit/icons/svg-icons.tsx';
import styles from './site-header.module.css';

/** Props of {@link DrawerNavItem}. */
export interface DrawerNavItemProps {
  item: HeaderNavItem & { drawer: DrawerId };
  /** aria-current of the item, when selected. */
  current: 'page' | 'true' | undefined;
  /** The item does not fit the bar and is in the More menu: it stays laid out, hidden. */
  overflowed?: boolean;
  open: boolean;
  /** False until hydrated: the link then simply navigates to the drawer's page. */
  interactive: boolean;
  panelId: string;
  onToggle: () => void;
  /** Keyboard focus left the item and its drawer. */
  onFocusLeave: () => void;
  /** The pointer or focus reached the trigger: a good moment to fetch the drawer's code. */
  onIntent: () => void;
  regionRef: (element: HTMLElement | null) => void;
  triggerRef: (element: HTMLElement | null) => void;
  /** The drawer, rendered after the trigger so Tab moves from the trigger into it. */
  children: ReactNode;
}

const withModifier = (event: MouseEvent) =>
  event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

/**
 * A header item that opens a drawer (Documentation, Resources; spec §2.4, §2.5). It is a real link
 * to the drawer's page (/docs/, /resources), so it works before hydration and with a modifier
 * key (new tab). Once hydrated it opens something instead of going somewhere, so it becomes a
 * button of the disclosure pattern: role button with aria-expanded and aria-controls; a plain
 * click, Enter or Space toggles the drawer. The element stays the same `<a>` across hydration,
 * so focus and layout survive it. Non-modal by design (see SiteHeader).
 */
export function DrawerNavItem({
  item,
  current,
  overflowed = false,
  open,
  interactive,
  panelId,
  onToggle,
  onFocusLeave,
  onIntent,
  regionRef,
  triggerRef,
  children,
}: DrawerNavItemProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!interactive || withModifier(event)) return;
    event.preventDefault();
    onToggle();
  };
  // Space activates a button; left to the link, it would scroll the page instead.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (!interactive || event.key !== ' ') return;
    event.preventDefault();
    if (!event.repeat) onToggle();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) onFocusLeave();
  };
  return (
    <li ref={regionRef} className={styles.navItem} onBlur={onBlur} data-overflow={overflowed || undefined}>
      <a
        ref={triggerRef}
        href={item.href}
        className={styles.navLink}
        role={interactive ? 'button' : undefined}
        aria-current={current}
        aria-expanded={interactive ? open : undefined}
        aria-controls={open ? panelId : undefined}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        data-testid="header-nav-item"
        data-drawer={item.drawer}
        data-track-drawer-action={open ? 'close' : 'open'}
        {...tracked('drawer', `${item.drawer}Drawer`, item.title)}
      >
        {item.title}
        <ChevronDownIcon size={14} className={styles.chevron} />
      </a>
      {children}
    </li>
  );
}

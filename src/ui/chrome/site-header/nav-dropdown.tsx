import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { TitledLink } from '../../../schemas/common.ts';
import { tracked } from '../drawers/track.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { ChevronDownIcon } from '../../kit/icons/svg-icons.tsx';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import { siteHeaderMessages } from './messages.ts';
import styles from './site-header.module.css';

/** Props of {@link NavDropdown}. */
export interface NavDropdownProps {
  id: string;
  title: string;
  links: readonly TitledLink[];
  developerHost: string;
  /** The item does not fit the bar and is in the More menu: it stays laid out, hidden. */
  overflowed?: boolean;
  /** The item's own link (it still navigates). */
  children: ReactNode;
}

/**
 * A header item with a hover dropdown (spec §2.3), in the disclosure-navigation pattern with a
 * top-level link: the item stays a link, and a separate chevron button (aria-expanded) opens the
 * panel for keyboard and touch users. The pointer resting on the item opens it, leaving closes it;
 * Escape closes it and returns focus to the button; focus leaving the item closes it.
 */
export function NavDropdown({
  id,
  title,
  links,
  developerHost,
  overflowed = false,
  children,
}: NavDropdownProps) {
  const t = useT(siteHeaderMessages);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // Handled here: the header's drawer logic must not also act on this Escape.
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    <li
      className={styles.navItem}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      data-open={open}
      data-overflow={overflowed || undefined}
    >
      {children}
      <button
        ref={button}
        type="button"
        className={styles.submenuToggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('siteHeader.submenu', { title })}
        onClick={() => setOpen((was) => !was)}
        data-testid="header-submenu-toggle"
        {...tracked('button', `${id}Submenu`, title)}
      >
        <ChevronDownIcon size={14} />
      </button>
      <div id={panelId} className={styles.dropdown} hidden={!open} data-testid="header-dropdown">
        <ul className={styles.dropdownList}>
          {links.map((link) => (
            <li key={link.href}>
              <ContentLink
                href={link.href}
                developerHost={developerHost}
                className={styles.dropdownLink}
                {...tracked('link', `${id}SubmenuLink`, link.title)}
              >
                {link.title}
              </ContentLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
